#version 450
// The per-layer input of a Gemma 4 decode layer (T <= 8 tokens) in one dispatch, with the norm and
// residual add after it:
//   g[t][j] = act(x[t] . Wg[j]) * U[uoff + t * ustride + j]   for j < P (the per-layer width)
//   y[t][r] = g[t] . Wp[r]                                     for r < N (the hidden size)
//   then norm.glsl's form p.mode (1 or 2) of y with the residual x, as matvec_tail's tail runs it.
// Unfused this is two intervals (matvec_glu, a barrier, matvec_tail), each costing its fixed time
// (launch, drain, the next launch) for 0.8 MB of weights at E2B's shape. Here workgroup w takes the
// J gates j = w J ... w J + J - 1 (one subgroup a row, streamed as matvec_glu streams it: the same
// loads, sums and activation, so the same bits), keeps them in shared memory and multiplies them by
// its J columns of every row of Wp: its part of y, stored at Y[(w T + t) N + r]. The last of the
// p.groups workgroups to count itself in Cnt[p.slot] (as the tails do) adds the parts in the order
// w = 0, 1, ... into y at Y[p.groups T N + t N + r] and runs the norm; x (binding 3) is read by every
// workgroup before it counts and written only by that last one.
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x_id = 0) in;
layout(constant_id = 3) const uint UNROLL = 1;
layout(std430, binding = 0) readonly buffer Wb { uint W[]; };
layout(std430, binding = 0) readonly buffer Wq { uvec4 W4[]; };
layout(std430, binding = 1) readonly buffer Ub { float U[]; };
layout(std430, binding = 2) coherent buffer Yb { float Y[]; };
layout(std430, binding = 3) buffer Rb { float R[]; };
layout(std430, binding = 3) readonly buffer Rq { vec4 R4[]; };
layout(std430, binding = 4) readonly buffer Nb { float Wn[]; };
layout(std430, binding = 5) writeonly buffer Zb { float Z[]; };
layout(std430, binding = 6) coherent buffer Cb { uint Cnt[]; };
layout(std430, binding = 7) readonly buffer Pb { uint Wp[]; };
layout(std430, binding = 7) readonly buffer Pq { uvec4 Wp4[]; };
layout(push_constant) uniform P {
    uint N, P, T, act, uoff, ustride, groups, slot, mode, woff, w2off; float eps, beta;
} p;
#define NX(i) Y[i]
#define NY(i) R[i]
#define NY_SET(i, v) R[i] = (v)
#define NW(i) Wn[i]
#define NZ_SET(i, v) Z[i] = (v)
#include "norm.glsl"
#include "common.glsl"
#include "act.glsl"
#define J 16      // gates a workgroup (OX__VK_PLE_J in oxinfer_vulkan.h)
#define GMAX 32   // workgroups at most (OX__VK_PLE_GROUPS): P <= 512
#define MAXT 8    // OX__VK_SMALL_T
#define RB 4      // rows of Wp whose loads one invocation issues together
shared float g[MAXT * J];
shared bool ox_last;

vec4 ox_widen4(uint a, uint b) {
    return vec4(ox_widen16(a & 0xffffu), ox_widen16(a >> 16), ox_widen16(b & 0xffffu), ox_widen16(b >> 16));
}
float ox_wpload(uint e) { // ox_wload of Wp
    if (WDTYPE == 0) return uintBitsToFloat(Wp[e]);
    uint word = Wp[e >> 1];
    return ox_widen16((e & 1u) != 0u ? (word >> 16) : (word & 0xffffu));
}

void main() {
    uint lane = gl_SubgroupInvocationID, sg = gl_SubgroupSize, tid = gl_LocalInvocationIndex, wg = gl_WorkGroupSize.x;
    uint w = gl_WorkGroupID.x, j0 = w * J, jn = min(J, p.P - j0);

    // the gates: matvec_glu's loop for rows j0 .. j0 + jn - 1 with x in R
    bool quads = WDTYPE != 0 && (p.N & 7u) == 0u;
    for (uint jl = gl_SubgroupID; jl < jn; jl += gl_NumSubgroups) {
        uint j = j0 + jl;
        float acc[MAXT];
        for (uint t = 0u; t < MAXT; t++) acc[t] = 0.0;
        if (quads) {
            uint nq = p.N >> 3, q0 = j * nq, ldq = p.N >> 2;
            for (uint k0 = lane; k0 < nq; k0 += UNROLL * sg) {
                uvec4 wl[UNROLL];
                for (uint u = 0u; u < UNROLL; u++) {
                    uint k = k0 + u * sg;
                    wl[u] = k < nq ? W4[q0 + k] : uvec4(0u);
                }
                for (uint u = 0u; u < UNROLL; u++) {
                    uint k = k0 + u * sg;
                    if (k >= nq) break;
                    vec4 wa = ox_widen4(wl[u].x, wl[u].y), wb = ox_widen4(wl[u].z, wl[u].w);
                    for (uint t = 0u; t < MAXT; t++) {
                        if (t >= p.T) break;
                        uint xq = t * ldq + 2u * k;
                        acc[t] += dot(wa, R4[xq]) + dot(wb, R4[xq + 1u]);
                    }
                }
            }
        } else {
            for (uint k = lane; k < p.N; k += sg) {
                float wv = ox_wload(j * p.N + k);
                for (uint t = 0u; t < MAXT; t++) {
                    if (t >= p.T) break;
                    acc[t] += R[t * p.N + k] * wv;
                }
            }
        }
        for (uint t = 0u; t < MAXT; t++) {
            if (t >= p.T) break;
            float s = subgroupAdd(acc[t]);
            if (subgroupElect()) g[t * J + jl] = ox_act(int(p.act), s) * U[p.uoff + t * p.ustride + j];
        }
    }
    barrier();

    // this workgroup's part of y: its J columns of each row of Wp, RB rows' loads at a time
    bool pq = WDTYPE != 0 && (p.P & 7u) == 0u && jn == J;
    for (uint rb = tid; rb < p.N; rb += RB * wg) {
        float acc[RB][MAXT];
        [[unroll]] for (uint b = 0u; b < RB; b++)
            for (uint t = 0u; t < MAXT; t++) acc[b][t] = 0.0;
        if (pq) {
            uvec4 wl[RB][J / 8];
            [[unroll]] for (uint b = 0u; b < RB; b++) {
                uint r = rb + b * wg;
                [[unroll]] for (uint q = 0u; q < J / 8; q++) wl[b][q] = r < p.N ? Wp4[((r * p.P + j0) >> 3) + q] : uvec4(0u);
            }
            [[unroll]] for (uint b = 0u; b < RB; b++)
                [[unroll]] for (uint q = 0u; q < J / 8; q++) {
                    vec4 wa = ox_widen4(wl[b][q].x, wl[b][q].y), wb = ox_widen4(wl[b][q].z, wl[b][q].w);
                    for (uint t = 0u; t < MAXT; t++) {
                        if (t >= p.T) break;
                        uint gi = t * J + 8u * q;
                        acc[b][t] += dot(wa, vec4(g[gi], g[gi + 1u], g[gi + 2u], g[gi + 3u])) +
                                     dot(wb, vec4(g[gi + 4u], g[gi + 5u], g[gi + 6u], g[gi + 7u]));
                    }
                }
        } else {
            [[unroll]] for (uint b = 0u; b < RB; b++) {
                uint r = rb + b * wg;
                if (r >= p.N) break;
                for (uint jl = 0u; jl < jn; jl++) {
                    float wv = ox_wpload(r * p.P + j0 + jl);
                    for (uint t = 0u; t < MAXT; t++) {
                        if (t >= p.T) break;
                        acc[b][t] += wv * g[t * J + jl];
                    }
                }
            }
        }
        [[unroll]] for (uint b = 0u; b < RB; b++) {
            uint r = rb + b * wg;
            if (r >= p.N) break;
            for (uint t = 0u; t < MAXT; t++) {
                if (t >= p.T) break;
                Y[(w * p.T + t) * p.N + r] = acc[b][t];
            }
        }
    }

    // the last workgroup: the parts added in order, then the norm
    memoryBarrierBuffer(); // this invocation's stores of Y, before the count
    barrier();
    if (tid == 0u) ox_last = atomicAdd(Cnt[p.slot], 1u) == p.groups - 1u;
    barrier();
    if (!ox_last) return; // the same for the whole workgroup
    memoryBarrierBuffer();
    uint tn = p.T * p.N, yoff = p.groups * tn;
    for (uint i = tid; i < tn; i += wg) {
        float part[GMAX];
        [[unroll]] for (uint v = 0u; v < GMAX; v++) part[v] = v < p.groups ? Y[v * tn + i] : 0.0; // every load first
        float s = part[0];
        [[unroll]] for (uint v = 1u; v < GMAX; v++)
            if (v < p.groups) s += part[v];
        Y[yoff + i] = s;
    }
    memoryBarrierBuffer();
    barrier();
    for (uint t = 0u; t < p.T; t++) ox_norm_add_row(int(p.mode), p.N, p.eps, p.beta, yoff + t * p.N, t * p.N, t * p.N, p.woff, p.w2off);
    if (tid == 0u) Cnt[p.slot] = 0u;
}
