#version 450
// RMSNorm of rows, with the residual adds that follow it fused in (MODE, specialization constant 2):
//   0  y = x / sqrt(mean(x^2) + eps) * w                     (has_w 0: no weight)
//   1  y = (y + norm(x) w) beta                              (a sublayer's output norm, added)
//   2  as 1, then z = norm(y) w2                             (and the next sublayer's input norm)
//   3  y = y + x, then z = norm(y) w2                        (a plain residual add, then a norm)
// One workgroup a row (row = group x + y * 65535 groups); the squares are summed by a shared-memory
// tree (workgroup size a power of two). In mode 0 x and y may be the same buffer: each element is
// read before it is written, by the same thread (as y is in the other modes). Products and sums are
// kept apart (precise), so the fused modes give the bits of the norm, add and norm kernels run in
// turn. The fused modes are norm.glsl's, which the decode matmuls' tail runs too. The weights are
// f32 (oxinfer.h converts norm vectors at load and already folds Qwen 3.5's 1 + w into them).
// Mode 0 with rd set also applies rotate-half RoPE to the normed row: element i with i + rd/2 for
// i < rd/2 (partial rotary: rd < n; the rest pass through), by the cos and sin in table row
// token = row / nh (Tab at binding 3, rows of rd/2), so the q and k norms and their RoPE take one
// dispatch; each thread rotates the pairs it normed. The rotation's products and sums are kept
// apart too: the result is oxinfer.h's RoPE loop applied to the stored norm, bit for bit.
#extension GL_GOOGLE_include_directive : require
layout(local_size_x_id = 0) in;
layout(constant_id = 2) const int MODE = 0;
layout(std430, binding = 0) buffer Xb { float X[]; };
layout(std430, binding = 1) buffer Yb { float Y[]; };
layout(std430, binding = 2) readonly buffer Wb { float Wn[]; };
layout(std430, binding = 3) writeonly buffer Zb { float Z[]; };
layout(std430, binding = 3) readonly buffer Tb { float Tab[]; };
layout(push_constant) uniform P {
    uint n, rows, xoff, xstride, yoff, ystride, woff, has_w; float eps, beta; uint w2off, zoff, zstride;
    uint rd, nh, cosoff, sinoff; // the fused RoPE (mode 0, rd > 0)
} p;
#define NX(i) X[i]
#define NY(i) Y[i]
#define NY_SET(i, v) Y[i] = (v)
#define NW(i) Wn[i]
#define NZ_SET(i, v) Z[i] = (v)
#include "norm.glsl"

float s_of_row(uint xb) { // this invocation's part of the row's squares
    float s = 0.0;
    for (uint i = gl_LocalInvocationID.x; i < p.n; i += gl_WorkGroupSize.x) { float v = X[xb + i]; s += v * v; }
    return s;
}

void main() {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x;
    uint row = gl_WorkGroupID.x + gl_WorkGroupID.y * 65535u;
    if (row >= p.rows) return; // the whole group leaves together
    uint xb = p.xoff + row * p.xstride, yb = p.yoff + row * p.ystride;
    if (MODE != 0) { // the fused forms (has_w is set)
        ox_norm_add_row(MODE, p.n, p.eps, p.beta, xb, yb, p.zoff + row * p.zstride, p.woff, p.w2off);
        return;
    }
    float sc = ox_scale(s_of_row(xb), p.n, p.eps);
    uint h = p.rd >> 1;
    if (h != 0u) { // the rotated pairs
        uint tb = (row / p.nh) * h;
        for (uint i = tid; i < h; i += wg) {
            precise float a = X[xb + i] * sc, b = X[xb + i + h] * sc;
            if (p.has_w != 0u) { a = a * Wn[p.woff + i]; b = b * Wn[p.woff + i + h]; }
            float c = Tab[p.cosoff + tb + i], sn = Tab[p.sinoff + tb + i];
            precise float ac = a * c, bs = b * sn, bc = b * c, as_ = a * sn;
            precise float r0 = ac - bs, r1 = bc + as_;
            Y[yb + i] = r0;
            Y[yb + i + h] = r1;
        }
    }
    for (uint i = 2u * h + tid; i < p.n; i += wg) {
        precise float v = X[xb + i] * sc;
        if (p.has_w != 0u) v = v * Wn[p.woff + i];
        Y[yb + i] = v;
    }
}
