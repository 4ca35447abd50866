// Gated activation on rows of A: y = gelu(g) * u (has_u 0: y = gelu(g)), GELU in its tanh form as
// x / (1 + e^(-2v)), v = sqrt(2/pi) (x + 0.044715 x^3): one exp and no cancellation. y may be g or u.
struct P { n: u32, rows: u32, goff: u32, gstride: u32, uoff: u32, ustride: u32, yoff: u32, ystride: u32, has_u: u32 }
@group(0) @binding(0) var<uniform> p: P;
@group(0) @binding(1) var<storage, read_write> A: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let row = g.y + g.z * 65535u;
    if (i >= p.n || row >= p.rows) { return; }
    let x = A[p.goff + row * p.gstride + i];
    let v = 0.7978845608028654 * (x + 0.044715 * x * x * x);
    var a = x / (1.0 + exp(-2.0 * v));
    if (p.has_u != 0u) { a = a * A[p.uoff + row * p.ustride + i]; }
    A[p.yoff + row * p.ystride + i] = a;
}
