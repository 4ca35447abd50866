#version 450
// RMSNorm of rows: y = x / sqrt(mean(x^2) + eps) * w (has_w 0: no weight). One workgroup a row
// (row = group x + y * 65535 groups); the squares are summed by a shared-memory tree (workgroup size
// a power of two). x and y may be the same buffer: each element is read before it is written, by the
// same thread. The weights are f32 (oxinfer.h converts norm vectors at load and already folds
// Qwen 3.5's 1 + w into them).
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) buffer Xb { float X[]; };
layout(std430, binding = 1) buffer Yb { float Y[]; };
layout(std430, binding = 2) readonly buffer Wb { float Wn[]; };
layout(push_constant) uniform P { uint n, rows, xoff, xstride, yoff, ystride, woff, has_w; float eps; } p;
shared float red[gl_WorkGroupSize.x];

void main() {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x;
    uint row = gl_WorkGroupID.x + gl_WorkGroupID.y * 65535u;
    if (row >= p.rows) return; // the whole group leaves together
    uint xb = p.xoff + row * p.xstride, yb = p.yoff + row * p.ystride;
    float s = 0.0;
    for (uint i = tid; i < p.n; i += wg) { float v = X[xb + i]; s += v * v; }
    red[tid] = s;
    barrier();
    for (uint h = wg >> 1; h > 0u; h >>= 1) {
        if (tid < h) red[tid] += red[tid + h];
        barrier();
    }
    float sc = 1.0 / sqrt(red[0] / float(p.n) + p.eps);
    for (uint i = tid; i < p.n; i += wg) {
        precise float v = X[xb + i] * sc;
        if (p.has_w != 0u) v = v * Wn[p.woff + i];
        Y[yb + i] = v;
    }
}
