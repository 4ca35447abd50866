// MoE output: out[t][i] = sum of w[t][k] y[t K + k][i] over a token's K experts, added in the order
// of ascending expert index (the order oxinfer.h's loop over experts adds them in), from 0. sel, w
// and y as moe_route.wgsl and matmul_ids.wgsl leave them in A.
struct P { T: u32, H: u32, K: u32, yoff: u32, seloff: u32, woff: u32, ooff: u32 }
@group(0) @binding(0) var<uniform> p: P;
@group(0) @binding(1) var<storage, read_write> A: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let t = g.y + g.z * 65535u;
    if (i >= p.H || t >= p.T) { return; }
    var acc = 0.0;
    var last = -1;
    for (var n = 0u; n < p.K; n++) { // the next larger expert index among the token's picks
        var best = 0x7fffffff;
        var bk = 0u;
        for (var k = 0u; k < p.K; k++) {
            let e = i32(A[p.seloff + t * p.K + k]);
            if (e > last && e < best) { best = e; bk = k; }
        }
        if (best == 0x7fffffff) { break; }
        last = best;
        acc += A[p.woff + t * p.K + bk] * A[p.yoff + (t * p.K + bk) * p.H + i];
    }
    A[p.ooff + t * p.H + i] = acc;
}
