// RMSNorm of rows: y = x / sqrt(mean(x^2) + eps) * w (has_w 0: no weight), in the activation buffer
// A (y may be x: each element is read before it is written, by the same thread). One workgroup a row
// (row = group x + group y * 65535); the squares are summed by a shared-memory tree. The weights are
// f32, at woff in the model's vectors (oxinfer.h converts norm vectors at load).
struct P { n: u32, rows: u32, xoff: u32, xstride: u32, yoff: u32, ystride: u32, woff: u32, has_w: u32, eps: f32 }
@group(0) @binding(0) var<uniform> p: P;
@group(0) @binding(1) var<storage, read_write> A: array<f32>;
@group(0) @binding(2) var<storage, read> Wn: array<f32>;
var<workgroup> red: array<f32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) tid: u32) {
    let row = wid.x + wid.y * 65535u;
    if (row >= p.rows) { return; }
    let xb = p.xoff + row * p.xstride;
    let yb = p.yoff + row * p.ystride;
    var s = 0.0;
    for (var i = tid; i < p.n; i += 64u) { let v = A[xb + i]; s += v * v; }
    red[tid] = s;
    workgroupBarrier();
    for (var h = 32u; h > 0u; h >>= 1u) {
        if (tid < h) { red[tid] += red[tid + h]; }
        workgroupBarrier();
    }
    let sc = 1.0 / sqrt(red[0] / f32(p.n) + p.eps);
    for (var i = tid; i < p.n; i += 64u) {
        var v = A[xb + i] * sc;
        if (p.has_w != 0u) { v = v * Wn[p.woff + i]; }
        A[yb + i] = v;
    }
}
