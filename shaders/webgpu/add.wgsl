// Residual add with scales: y = (x + alpha z) * beta over n elements of A (y may be x).
struct P { n: u32, xoff: u32, zoff: u32, yoff: u32, alpha: f32, beta: f32 }
@group(0) @binding(0) var<uniform> p: P;
@group(0) @binding(1) var<storage, read_write> A: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) {
    let i = g.x + g.y * nw.x * 64u;
    if (i >= p.n) { return; }
    A[p.yoff + i] = (A[p.xoff + i] + p.alpha * A[p.zoff + i]) * p.beta;
}
