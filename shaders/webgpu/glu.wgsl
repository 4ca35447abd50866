// Gated activations on rows of A: y = act(g) * u (has_u 0: y = act(g)); y may be g or u. mode 0:
// GELU in its tanh form as x / (1 + e^(-2v)), v = sqrt(2/pi) (x + 0.044715 x^3): one exp and no
// cancellation (Gemma 4); 1: SiLU x / (1 + e^-x) (Qwen 3.5's MLPs and gated norm); 2: the sigmoid
// 1 / (1 + e^-x) (Qwen 3.5's attention output gates); 3: that sigmoid of one gate per row,
// g[goff + row * gstride] (Qwen 3.5's shared-expert gate).
struct P { n: u32, rows: u32, goff: u32, gstride: u32, uoff: u32, ustride: u32, yoff: u32, ystride: u32, has_u: u32, mode: u32 }
@group(0) @binding(0) var<uniform> p: P;
@group(0) @binding(1) var<storage, read_write> A: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let row = g.y + g.z * 65535u;
    if (i >= p.n || row >= p.rows) { return; }
    let x = A[p.goff + row * p.gstride + select(i, 0u, p.mode == 3u)];
    var a: f32;
    if (p.mode == 0u) {
        let v = 0.7978845608028654 * (x + 0.044715 * x * x * x);
        a = x / (1.0 + exp(-2.0 * v));
    } else if (p.mode == 1u) {
        a = x / (1.0 + exp(-x));
    } else {
        a = 1.0 / (1.0 + exp(-x));
    }
    if (p.has_u != 0u) { a = a * A[p.uoff + row * p.ustride + i]; }
    A[p.yoff + row * p.ystride + i] = a;
}
