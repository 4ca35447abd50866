#version 450
// Matmul for decode and verification (T <= 8 tokens) on devices with subgroup adds:
// y[t][r0 + r] = x[t] . W[r] for the rows r of one weight part and every token t < T.
// A workgroup takes NR rows, each row one subgroup's (a workgroup of more subgroups than rows leaves
// the rest idle; fewer take the rows in turns). The subgroup's invocations stream the row once in
// 16-byte loads (8 elements of a 16-bit tensor) where the row and x allow it, and multiply each load
// by all T tokens' x, so the weights are read once per step, not once per token; subgroupAdd then
// sums the row's partial sums. Other cases (f32 weights, rows or x not on 4-element boundaries)
// take one element at a time.
#extension GL_GOOGLE_include_directive : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Wb { uint W[]; };
layout(std430, binding = 0) readonly buffer Wq { uvec4 W4[]; };
layout(std430, binding = 1) readonly buffer Xb { float X[]; };
layout(std430, binding = 1) readonly buffer Xq { vec4 X4[]; };
layout(std430, binding = 2) writeonly buffer Yb { float Y[]; };
layout(push_constant) uniform P { uint K, N, ldx, ldy, xoff, yoff, r0, T; } p;
#include "common.glsl"
#define NR 8    // OX__VK_MATVEC_SG_ROWS in oxinfer_vulkan.h
#define MAXT 8  // OX__VK_SMALL_T

vec4 ox_widen4(uint a, uint b) {
    return vec4(ox_widen16(a & 0xffffu), ox_widen16(a >> 16), ox_widen16(b & 0xffffu), ox_widen16(b >> 16));
}

void main() {
    uint lane = gl_SubgroupInvocationID, sg = gl_SubgroupSize;
    uint rbase = (gl_WorkGroupID.x + gl_WorkGroupID.z * gl_NumWorkGroups.x) * NR; // z: past maxComputeWorkGroupCount[0]
    bool quads = WDTYPE != 0 && (p.K & 7u) == 0u && (p.xoff & 3u) == 0u && (p.ldx & 3u) == 0u;
    for (uint i = gl_SubgroupID; i < NR; i += gl_NumSubgroups) {
        uint r = rbase + i;
        if (r >= p.N) break; // the same for the whole subgroup
        float acc[MAXT];
        for (uint t = 0u; t < MAXT; t++) acc[t] = 0.0;
        if (quads) {
            uint nq = p.K >> 3, q0 = r * nq, x0 = p.xoff >> 2, ldq = p.ldx >> 2;
            for (uint j = lane; j < nq; j += sg) {
                uvec4 w = W4[q0 + j];
                vec4 wa = ox_widen4(w.x, w.y), wb = ox_widen4(w.z, w.w);
                for (uint t = 0u; t < MAXT; t++) {
                    if (t >= p.T) break;
                    uint xq = x0 + t * ldq + 2u * j;
                    acc[t] += dot(wa, X4[xq]) + dot(wb, X4[xq + 1u]);
                }
            }
        } else {
            uint e0 = r * p.K;
            for (uint k = lane; k < p.K; k += sg) {
                float w = ox_wload(e0 + k);
                for (uint t = 0u; t < MAXT; t++) {
                    if (t >= p.T) break;
                    acc[t] += X[p.xoff + t * p.ldx + k] * w;
                }
            }
        }
        for (uint t = 0u; t < MAXT; t++) {
            if (t >= p.T) break;
            float s = subgroupAdd(acc[t]);
            if (subgroupElect()) Y[p.yoff + t * p.ldy + p.r0 + r] = s;
        }
    }
}
