#version 450
// Matmul for decode and verification (T <= 8 tokens) on devices with subgroup adds:
// y[t][r0 + r] = x[t] . W[r] for the rows r of one weight part and every token t < T.
// A workgroup takes NR rows, each row one subgroup's (a workgroup of more subgroups than rows leaves
// the rest idle; fewer take the rows in turns). The subgroup's invocations stream the row once in
// 16-byte loads (8 elements of a 16-bit tensor) where the row and x allow it, and multiply each load
// by all T tokens' x, so the weights are read once per step, not once per token; subgroupAdd then
// sums the row's partial sums. Other cases (f32 weights, rows or x not on 4-element boundaries)
// take one element at a time. UNROLL (specialization constant 3) 16-byte loads of a row are issued
// before their products, so that a subgroup has that many in flight (the decode matrices have too
// few rows to fill the device's memory pipeline with one load a subgroup); each lane still adds its
// loads in the same order j = lane, lane + sg, ... whatever UNROLL is.
//
// Built with OX_GLU (the matvec_glu kernel), the first half of a gated MLP in one dispatch:
// y[t][r0 + r] = act(x[t] . W[r]) * (x[t] . W2[r]), W2 (binding 3) the up projection, streamed by
// the same subgroup with the same loads of x; or, with uvec set, act(x[t] . W[r]) times
// U[uoff + t * ustride + r0 + r] (Gemma 4's per-layer input). act is act.glsl's (0 GELU-tanh,
// 1 SiLU), applied to the summed product exactly as glu.comp applies it to a stored one.
//
// Built with OX_TAIL (the matvec_tail kernel), a decode matmul over every row of its tensor whose
// output feeds a norm and the residual add: after its rows, each workgroup counts itself in
// Cnt[slot] (an atomic, after its stores of Y are made visible), and the last of the p.groups to
// count runs norm.glsl's form p.mode (rmsnorm.comp's modes 1-3) over the T rows of Y with the
// residual R (binding 3), the weights Wn (binding 4) and the next norm's output Z (binding 5), then
// sets the count back to 0 for the next dispatch of that slot. That takes the norm's dispatch and
// the barrier before it out of the step (three of a Gemma 4 decode layer's intervals); the last
// workgroup does the same work the norm's one workgroup a row did. Y and Cnt are coherent, so the
// last workgroup reads what the others stored, not a stale cached copy.
// Mode 4 is the per-head form, for the q, k and v projections: Y's rows are heads of p.hsrc rows,
// each counted in its own Cnt[p.slot + head] by its p.groups workgroups (p.hsrc a multiple of NR),
// and the last of a head's runs norm.glsl's ox_norm_rope_row on the head's first p.hd rows for each
// token t (the weights Wn at p.woff if p.has_w, the RoPE's tables at binding 5 from p.cosoff and
// p.sinoff, rows of p.rd / 2 a token) into R at p.doff + ((p.p0 + t) % p.cap) * p.dstride + head *
// p.hd: the q/k norms with their RoPE, keys and values straight into their cache slots, and no
// dispatch or barrier of their own (a Gemma 4 decode layer's second interval).
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x_id = 0) in;
layout(constant_id = 3) const uint UNROLL = 1;
// KS (specialization constant 4; 1 in the GLU form) subgroups share a row: subgroup g of the
// workgroup takes row g / KS, and of each KS * sg 16-byte loads of it the g % KS-th sg; their sums
// meet in shared memory and are added in the order g % KS = 0, 1, ... The workgroup then computes
// NR / KS rows. For long rows (a decode layer's down projection: 12-24 KiB a row) a subgroup alone
// waits for K / (8 sg UNROLL) loads in turn; the host sets KS only where the workgroup has at least
// NR subgroups (subgroups past NR idle).
layout(constant_id = 4) const uint KS = 1;
layout(std430, binding = 0) readonly buffer Wb { uint W[]; };
layout(std430, binding = 0) readonly buffer Wq { uvec4 W4[]; };
layout(std430, binding = 1) readonly buffer Xb { float X[]; };
layout(std430, binding = 1) readonly buffer Xq { vec4 X4[]; };
#ifdef OX_TAIL
layout(std430, binding = 2) coherent buffer Yb { float Y[]; };
layout(std430, binding = 3) buffer Rb { float R[]; };
layout(std430, binding = 4) readonly buffer Nb { float Wn[]; };
layout(std430, binding = 5) writeonly buffer Zb { float Z[]; };
layout(std430, binding = 5) readonly buffer Tb { float Tab[]; };
layout(std430, binding = 6) coherent buffer Cb { uint Cnt[]; };
layout(push_constant) uniform P {
    uint K, N, ldx, ldy, xoff, yoff, r0, T, mode, groups, slot, woff, w2off; float eps, beta;
    uint hsrc, hd, doff, dstride, p0, cap, rd, cosoff, sinoff, has_w; // mode 4
} p;
#define NX(i) Y[i]
#define NY(i) R[i]
#define NY_SET(i, v) R[i] = (v)
#define NW(i) Wn[i]
#define NZ_SET(i, v) Z[i] = (v)
#define NT(i) Tab[i]
#include "norm.glsl"
shared bool ox_last;
#else
layout(std430, binding = 2) writeonly buffer Yb { float Y[]; };
#endif
#ifdef OX_GLU
layout(std430, binding = 3) readonly buffer W2b { uint W2[]; };
layout(std430, binding = 3) readonly buffer W2q { uvec4 W24[]; };
layout(std430, binding = 3) readonly buffer Ub { float U[]; };
layout(push_constant) uniform P { uint K, N, ldx, ldy, xoff, yoff, r0, T, act, uvec, uoff, ustride; } p;
#include "act.glsl"
#elif !defined(OX_TAIL)
layout(push_constant) uniform P { uint K, N, ldx, ldy, xoff, yoff, r0, T; } p;
#endif
#include "common.glsl"
#define NR 8    // OX__VK_MATVEC_SG_ROWS in oxinfer_vulkan.h
#define MAXT 8  // OX__VK_SMALL_T
shared float ks_sum[NR * MAXT]; // KS > 1: each subgroup's sums, [subgroup][token]

vec4 ox_widen4(uint a, uint b) {
    return vec4(ox_widen16(a & 0xffffu), ox_widen16(a >> 16), ox_widen16(b & 0xffffu), ox_widen16(b >> 16));
}
#ifdef OX_GLU
float ox_w2load(uint e) { // ox_wload of W2
    if (WDTYPE == 0) return uintBitsToFloat(W2[e]);
    uint word = W2[e >> 1];
    return ox_widen16((e & 1u) != 0u ? (word >> 16) : (word & 0xffffu));
}
#endif

void main() {
    uint lane = gl_SubgroupInvocationID, sg = gl_SubgroupSize;
    uint rbase = (gl_WorkGroupID.x + gl_WorkGroupID.z * gl_NumWorkGroups.x) * (NR / KS); // z: past maxComputeWorkGroupCount[0]
    uint part = gl_SubgroupID % KS;
    bool quads = WDTYPE != 0 && (p.K & 7u) == 0u && (p.xoff & 3u) == 0u && (p.ldx & 3u) == 0u;
#ifdef OX_GLU
    bool two = p.uvec == 0u; // a second matrix, not a vector
#endif
    // KS > 1: one pass for every subgroup, those past the workgroup's rows with nothing to read, so
    // that all reach the barrier
    for (uint i = gl_SubgroupID / KS, pass = 0u; KS > 1u ? pass == 0u : i < NR; i += gl_NumSubgroups, pass++) {
        uint r = rbase + i;
        bool live = i < NR / KS && r < p.N;
        if (KS == 1u && !live) break; // the same for the whole subgroup
        float acc[MAXT];
        for (uint t = 0u; t < MAXT; t++) acc[t] = 0.0;
#ifdef OX_GLU
        float acc2[MAXT];
        for (uint t = 0u; t < MAXT; t++) acc2[t] = 0.0;
#endif
        if (quads) {
            uint nq = live ? p.K >> 3 : 0u, q0 = r * nq, x0 = p.xoff >> 2, ldq = p.ldx >> 2;
            for (uint j0 = lane + part * sg; j0 < nq; j0 += UNROLL * KS * sg) {
                uvec4 wl[UNROLL];
#ifdef OX_GLU
                uvec4 wl2[UNROLL];
#endif
                for (uint u = 0u; u < UNROLL; u++) {
                    uint j = j0 + u * KS * sg;
                    wl[u] = j < nq ? W4[q0 + j] : uvec4(0u);
#ifdef OX_GLU
                    wl2[u] = two && j < nq ? W24[q0 + j] : uvec4(0u);
#endif
                }
                for (uint u = 0u; u < UNROLL; u++) {
                    uint j = j0 + u * KS * sg;
                    if (j >= nq) break;
                    uvec4 w = wl[u];
                    vec4 wa = ox_widen4(w.x, w.y), wb = ox_widen4(w.z, w.w);
#ifdef OX_GLU
                    uvec4 w2 = wl2[u];
                    vec4 ua = ox_widen4(w2.x, w2.y), ub = ox_widen4(w2.z, w2.w);
#endif
                    for (uint t = 0u; t < MAXT; t++) {
                        if (t >= p.T) break;
                        uint xq = x0 + t * ldq + 2u * j;
                        acc[t] += dot(wa, X4[xq]) + dot(wb, X4[xq + 1u]);
#ifdef OX_GLU
                        if (two) acc2[t] += dot(ua, X4[xq]) + dot(ub, X4[xq + 1u]);
#endif
                    }
                }
            }
        } else {
            uint e0 = r * p.K, kn = live ? p.K : 0u;
            for (uint k = lane + part * sg; k < kn; k += KS * sg) {
                float w = ox_wload(e0 + k);
#ifdef OX_GLU
                float w2 = two ? ox_w2load(e0 + k) : 0.0;
#endif
                for (uint t = 0u; t < MAXT; t++) {
                    if (t >= p.T) break;
                    acc[t] += X[p.xoff + t * p.ldx + k] * w;
#ifdef OX_GLU
                    if (two) acc2[t] += X[p.xoff + t * p.ldx + k] * w2;
#endif
                }
            }
        }
#ifndef OX_GLU
        if (KS > 1u) { // the row's parts meet: stored, then added in order by the row's first subgroup
            for (uint t = 0u; t < MAXT; t++) {
                if (t >= p.T) break;
                float s = subgroupAdd(acc[t]);
                if (live && subgroupElect()) ks_sum[gl_SubgroupID * MAXT + t] = s;
            }
            barrier();
            if (part == 0u && live && subgroupElect())
                for (uint t = 0u; t < MAXT; t++) {
                    if (t >= p.T) break;
                    float s = ks_sum[gl_SubgroupID * MAXT + t];
                    for (uint g = 1u; g < KS; g++) s += ks_sum[(gl_SubgroupID + g) * MAXT + t];
                    Y[p.yoff + t * p.ldy + p.r0 + r] = s;
                }
            continue;
        }
#endif
        for (uint t = 0u; t < MAXT; t++) {
            if (t >= p.T) break;
            float s = subgroupAdd(acc[t]);
#ifdef OX_GLU
            float s2 = subgroupAdd(acc2[t]);
            if (subgroupElect()) {
                float a = ox_act(int(p.act), s);
                Y[p.yoff + t * p.ldy + p.r0 + r] = a * (two ? s2 : U[p.uoff + t * p.ustride + p.r0 + r]);
            }
#else
            if (subgroupElect()) Y[p.yoff + t * p.ldy + p.r0 + r] = s;
#endif
        }
    }
#ifdef OX_TAIL
    uint head = p.mode == 4u ? rbase / p.hsrc : 0u, slot = p.slot + head;
    memoryBarrierBuffer(); // this invocation's stores of Y, before the count
    barrier();
    if (gl_LocalInvocationIndex == 0u) ox_last = atomicAdd(Cnt[slot], 1u) == p.groups - 1u;
    barrier();
    if (!ox_last) return; // the same for the whole workgroup
    memoryBarrierBuffer();
    if (p.mode == 4u) {
        uint h = p.rd >> 1;
        for (uint t = 0u; t < p.T; t++)
            ox_norm_rope_row(p.hd, p.eps, p.yoff + t * p.ldy + head * p.hsrc, p.doff + ((p.p0 + t) % p.cap) * p.dstride + head * p.hd,
                             p.has_w != 0u, p.woff, p.rd, p.cosoff + t * h, p.sinoff + t * h, OX_NO_GATE);
    } else {
        for (uint t = 0u; t < p.T; t++) ox_norm_add_row(int(p.mode), p.N, p.eps, p.beta, p.yoff + t * p.ldy, t * p.N, t * p.N, p.woff, p.w2off);
    }
    if (gl_LocalInvocationIndex == 0u) Cnt[slot] = 0u;
#endif
}
