// Softmax attention of one query block over a KV cache: one workgroup per (query head h, token t).
// Token t sits at position hi0 + t and sees positions lo..hi0 + t (causal), lo = hi0 + t - window + 1
// with a sliding window (window 0: lo = 0); position q lives in slot q % cap of the cache, whose slots
// hold n_kv heads of hd floats. Query head h reads KV head h / (nh / n_kv) (grouped-query). Positions
// are taken 64 at a time: each thread scores one, the chunk's max and sum of exponentials come from
// shared-memory trees, and the running output (each thread owns dims d = tid + 64 j, j < 8: head dims
// up to 512) is rescaled when the max grows: the online softmax. q and the output lie in A.
struct P { hd: u32, nh: u32, n_kv: u32, cap: u32, hi0: u32, window: u32, qoff: u32, qstride: u32, ooff: u32, ostride: u32, kvstride: u32, scale: f32 }
@group(0) @binding(0) var<uniform> p: P;
@group(0) @binding(1) var<storage, read_write> A: array<f32>;
@group(0) @binding(2) var<storage, read> Kc: array<f32>;
@group(0) @binding(3) var<storage, read> Vc: array<f32>;
var<workgroup> qs: array<f32, 512>;
var<workgroup> sc: array<f32, 64>;
var<workgroup> red: array<f32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) tid: u32) {
    let h = wid.x;
    let t = wid.y;
    let kh = h / (p.nh / p.n_kv);
    let pos = p.hi0 + t;
    var lo = 0u;
    if (p.window != 0u && pos + 1u > p.window) { lo = pos + 1u - p.window; }
    let qb = p.qoff + t * p.qstride + h * p.hd;
    for (var d = tid; d < p.hd; d += 64u) { qs[d] = A[qb + d]; }
    workgroupBarrier();
    var o: array<f32, 8>;
    for (var j = 0u; j < 8u; j++) { o[j] = 0.0; }
    var m = -3.402823466e38;
    var l = 0.0;
    for (var c0 = lo; c0 <= pos; c0 += 64u) {
        let nc = min(64u, pos + 1u - c0);
        var s = -3.402823466e38;
        if (tid < nc) {
            let kb = ((c0 + tid) % p.cap) * p.kvstride + kh * p.hd;
            var dot = 0.0;
            for (var d = 0u; d < p.hd; d++) { dot += qs[d] * Kc[kb + d]; }
            s = dot * p.scale;
        }
        red[tid] = s;
        workgroupBarrier();
        for (var w = 32u; w > 0u; w >>= 1u) {
            if (tid < w) { red[tid] = max(red[tid], red[tid + w]); }
            workgroupBarrier();
        }
        let mn = max(m, red[0]);
        workgroupBarrier();
        var e = 0.0;
        if (tid < nc) { e = exp(s - mn); }
        sc[tid] = e;
        red[tid] = e;
        workgroupBarrier();
        for (var w = 32u; w > 0u; w >>= 1u) {
            if (tid < w) { red[tid] += red[tid + w]; }
            workgroupBarrier();
        }
        let r = exp(m - mn);
        l = l * r + red[0];
        m = mn;
        for (var j = 0u; j < 8u; j++) {
            let d = tid + j * 64u;
            if (d >= p.hd) { break; }
            var acc = o[j] * r;
            for (var i = 0u; i < nc; i++) { acc += sc[i] * Vc[((c0 + i) % p.cap) * p.kvstride + kh * p.hd + d]; }
            o[j] = acc;
        }
        workgroupBarrier();
    }
    let ob = p.ooff + t * p.ostride + h * p.hd;
    for (var j = 0u; j < 8u; j++) {
        let d = tid + j * 64u;
        if (d < p.hd) { A[ob + d] = o[j] / l; }
    }
}
