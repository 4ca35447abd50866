#version 450
// Gated activations on rows: y = act(g) * u, act = GELU (tanh form, as x / (1 + e^(-2v)),
// v = sqrt(2/pi) (x + 0.044715 x^3): one exp and no cancellation) when MODE is 0, SiLU
// (x / (1 + e^-x)) when MODE is 1, the sigmoid 1 / (1 + e^-x) (Qwen 3.5's output gates) when MODE
// is 2, and that sigmoid of one gate per row, g[goff + row * gstride] (Qwen 3.5's shared-expert gate),
// when MODE is 3; has_u 0: y = act(g). y may be g or u.
layout(local_size_x_id = 0) in;
layout(constant_id = 2) const int MODE = 0;
layout(std430, binding = 0) buffer Gb { float G[]; };
layout(std430, binding = 1) readonly buffer Ub { float U[]; };
layout(std430, binding = 2) buffer Yb { float Y[]; };
layout(push_constant) uniform P { uint n, rows, goff, gstride, uoff, ustride, yoff, ystride, has_u; } p;

void main() {
    uint i = gl_GlobalInvocationID.x, row = gl_GlobalInvocationID.y + gl_GlobalInvocationID.z * 65535u;
    if (i >= p.n || row >= p.rows) return;
    float x = G[p.goff + row * p.gstride + (MODE == 3 ? 0u : i)], a;
    if (MODE == 0) {
        float v = 0.7978845608028654 * (x + 0.044715 * x * x * x);
        a = x / (1.0 + exp(-2.0 * v));
    } else if (MODE == 1) {
        a = x / (1.0 + exp(-x));
    } else {
        a = 1.0 / (1.0 + exp(-x));
    }
    if (p.has_u != 0u) a = a * U[p.uoff + row * p.ustride + i];
    Y[p.yoff + row * p.ystride + i] = a;
}
