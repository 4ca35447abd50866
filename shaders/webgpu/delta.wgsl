// Gated DeltaNet: the causal depthwise conv + SiLU, the L2 norms and the gated delta rule of one
// linear-attention layer over T tokens, token by token (the recurrence), from its replay log Lg.
// Workgroup (h, y): value head h, state columns y*32 .. y*32 + 31; its 64 threads are 32 columns x 2
// rows (each takes every other row of its column and the two partial sums meet in shared memory).
// The conv and the norms of the head are computed by each of its groups (a few hundred
// multiply-adds against the state's dk x 32). Per token, with the state S (dk x dv, row-major)
// before it, for each column j:
//     a = sum_i k_i S[i][j],  u = beta (v_j - e a),  S'[i][j] = e S[i][j] + k_i u,  o_j = sum_i q_i S'[i][j]
// (e = exp(g)): oxinfer.h's delta step. Every element is read and then written by the one thread of
// its row and column, so the state may be updated in place (src == dst). The input row of position
// pos is the log's row pos % cap when pos >= base, else row pos - (base - Kc + 1) of the base conv
// state at conv0 (positions before 0 are zeros there). The log's rows are C + 2 Hv floats:
// [u | g | beta]. Outputs o [T][Hv dv] (before the gated norm) at ooff in A when has_o. The conv taps
// are model vectors at woff, [Kc][C].
struct P { C: u32, Hv: u32, ratio: u32, dk: u32, dv: u32, Kc: u32, T: u32, p0: u32, base: u32, cap: u32, conv0: u32, woff: u32, src: u32, dst: u32, has_o: u32, ooff: u32 }
@group(0) @binding(0) var<uniform> p: P;
@group(0) @binding(1) var<storage, read_write> A: array<f32>;
@group(0) @binding(2) var<storage, read> Vec: array<f32>;
@group(0) @binding(3) var<storage, read_write> S: array<f32>;
@group(0) @binding(4) var<storage, read> Lg: array<f32>;
const CB = 32u; // columns per group
const R = 2u;   // threads per column
var<workgroup> qs: array<f32, 512>;
var<workgroup> ks: array<f32, 512>;
var<workgroup> vs: array<f32, 512>;
var<workgroup> red: array<f32, 64>;
var<workgroup> red2: array<f32, 64>;

fn urow(pos: i32, ch: u32) -> f32 {
    if (pos >= i32(p.base)) { return Lg[(u32(pos) % p.cap) * (p.C + 2u * p.Hv) + ch]; }
    return Lg[p.conv0 + u32(pos - (i32(p.base) - i32(p.Kc) + 1)) * p.C + ch];
}

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) tid: u32) {
    let h = wid.x;
    let kh = h / p.ratio;
    let VD = p.Hv * p.dv;
    let cq = kh * p.dk;
    let ck = (p.C - VD) / 2u + kh * p.dk;
    let cv = p.C - VD + h * p.dv;
    let jl = tid % CB;
    let rs = tid / CB;
    let j = wid.y * CB + jl;
    let col = j < p.dv;
    let nch = 2u * p.dk + p.dv;
    let sb = h * p.dk * p.dv;
    let src = p.src + sb;
    let dst = p.dst + sb;
    let qscale = 1.0 / sqrt(f32(p.dk));
    for (var t = 0u; t < p.T; t++) {
        let pos = i32(p.p0 + t);
        // conv + SiLU of the head's q, k and v channels
        for (var c = tid; c < nch; c += 64u) {
            var ch = cv + c - 2u * p.dk;
            if (c < p.dk) { ch = cq + c; } else if (c < 2u * p.dk) { ch = ck + c - p.dk; }
            var y = 0.0;
            for (var r = 0u; r < p.Kc; r++) { y += Vec[p.woff + r * p.C + ch] * urow(pos - i32(p.Kc) + 1 + i32(r), ch); }
            y = y / (1.0 + exp(-y));
            if (c < p.dk) { qs[c] = y; } else if (c < 2u * p.dk) { ks[c - p.dk] = y; } else { vs[c - 2u * p.dk] = y; }
        }
        workgroupBarrier();
        // L2 norms of q and k (q also scaled by dk^-0.5)
        var sq = 0.0;
        var sk = 0.0;
        for (var i = tid; i < p.dk; i += 64u) { sq += qs[i] * qs[i]; sk += ks[i] * ks[i]; }
        red[tid] = sq;
        red2[tid] = sk;
        workgroupBarrier();
        for (var w = 32u; w > 0u; w >>= 1u) {
            if (tid < w) { red[tid] += red[tid + w]; red2[tid] += red2[tid + w]; }
            workgroupBarrier();
        }
        let iq = 1.0 / sqrt(red[0] + 1e-6);
        let ik = 1.0 / sqrt(red2[0] + 1e-6);
        let e = exp(urow(pos, p.C + h));
        let beta = urow(pos, p.C + p.Hv + h);
        workgroupBarrier();
        for (var i = tid; i < p.dk; i += 64u) { qs[i] = qs[i] * (iq * qscale); ks[i] = ks[i] * ik; }
        workgroupBarrier();
        // the delta rule on this thread's rows of column j
        let s0 = select(dst, src, t == 0u);
        var a = 0.0;
        if (col) { for (var i = rs; i < p.dk; i += R) { a += ks[i] * S[s0 + i * p.dv + j]; } }
        red[tid] = a;
        workgroupBarrier();
        var at = 0.0;
        for (var r = 0u; r < R; r++) { at += red[r * CB + jl]; }
        var o = 0.0;
        if (col) {
            let u = beta * (vs[j] - e * at);
            for (var i = rs; i < p.dk; i += R) {
                let tv = e * S[s0 + i * p.dv + j] + ks[i] * u;
                S[dst + i * p.dv + j] = tv;
                o += qs[i] * tv;
            }
        }
        red2[tid] = o;
        storageBarrier();
        workgroupBarrier();
        if (rs == 0u && col && p.has_o != 0u) {
            var ot = 0.0;
            for (var r = 0u; r < R; r++) { ot += red2[r * CB + jl]; }
            A[p.ooff + t * VD + h * p.dv + j] = ot;
        }
        workgroupBarrier();
    }
}
