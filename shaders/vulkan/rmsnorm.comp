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
// dispatch (norm.glsl's ox_norm_rope_row, which decode matmuls also run in their per-head tails).
// Mode 0 with gate set instead multiplies the normed row by SiLU of the gate row at Tab[goff + row *
// gstride] (binding 3 then holds the gates): Qwen 3.5's gated norm of its DeltaNet output in one
// dispatch, the bits of this kernel then glu.comp's.
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
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
    uint gate, goff, gstride;    // the SiLU gate (mode 0, gate set, rd 0)
} p;
#define NX(i) X[i]
#define NY(i) Y[i]
#define NY_SET(i, v) Y[i] = (v)
#define NW(i) Wn[i]
#define NZ_SET(i, v) Z[i] = (v)
#define NT(i) Tab[i]
#define OX_NORM_GATE
#include "act.glsl"
#include "norm.glsl"

void main() {
    uint row = gl_WorkGroupID.x + gl_WorkGroupID.y * 65535u;
    if (row >= p.rows) return; // the whole group leaves together
    uint xb = p.xoff + row * p.xstride, yb = p.yoff + row * p.ystride;
    if (MODE != 0) { // the fused forms (has_w is set)
        ox_norm_add_row(MODE, p.n, p.eps, p.beta, xb, yb, p.zoff + row * p.zstride, p.woff, p.w2off);
        return;
    }
    uint tb = (row / p.nh) * (p.rd >> 1); // the token's table row
    ox_norm_rope_row(p.n, p.eps, xb, yb, p.has_w != 0u, p.woff, p.rd, p.cosoff + tb, p.sinoff + tb,
                     p.gate != 0u ? p.goff + row * p.gstride : OX_NO_GATE);
}
