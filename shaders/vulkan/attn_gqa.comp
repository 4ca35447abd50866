#version 450
// Decode attention (steps of up to 8 tokens, devices with subgroup adds) for all the G = nh / n_kv
// query heads that share a KV head in one workgroup: each key and value row is read once for the G
// heads instead of once by each (Gemma 4 E2B: 8 heads on one KV head; Qwen3.5-0.8B: 4). The
// positions, the causal and sliding-window bounds, the ring of cache slots, the split into parts and
// the parts' layout are attn.comp's (its header says how), so attn_combine.comp or combine.glsl
// merges them as they merge attn.comp's. Workgroup (kh, t, z): KV head kh, token t, part z.
// Positions go PP at a time: the subgroups score a key each, its lanes reading consecutive dims and
// multiplying each by the G queries (kept in shared memory, QROOM floats: specialization constant
// 4), one subgroupAdd a head; then a subgroup a head takes the chunk's max and sum of exponentials
// (subgroupMax, subgroupAdd) for the online softmax; then each invocation adds the chunk's values
// into its dims d = tid + j wg of all G heads, one load of a value for the G products.
// Built with OX_TAIL (attn_gqa_tail), the last part of each (t, kh) to count itself in
// Cnt[slot + t n_kv + kh] merges the parts of its G heads with combine.glsl into Out (binding 4)
// and sets the count back to 0, as attn_sg_tail does.
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_GOOGLE_include_directive : require
layout(local_size_x_id = 0) in;
layout(constant_id = 4) const uint QROOM = 4096u;
layout(std430, binding = 0) readonly buffer Qb { float Q[]; };
layout(std430, binding = 1) readonly buffer Kb { float Kc[]; };
layout(std430, binding = 2) readonly buffer Vb { float Vc[]; };
#ifdef OX_TAIL
layout(std430, binding = 3) coherent buffer Ob { float O[]; };
layout(std430, binding = 4) writeonly buffer Outb { float Out[]; };
layout(std430, binding = 5) coherent buffer Cb { uint Cnt[]; };
#define CS(i) O[i]
#define CO_SET(i, v) Out[i] = (v)
#include "combine.glsl"
shared bool ox_last;
#else
layout(std430, binding = 3) writeonly buffer Ob { float O[]; };
#endif
layout(push_constant) uniform P {
    uint hd, nh, n_kv, cap, hi0, window, qoff, qstride, ooff, ostride, koff, voff, kvstride; float scale; uint split, chunk, slot;
} p;
#define GMAX 8u  // OX__VK_GQA_MAX in oxinfer_vulkan.h
#define MAXD 4u  // dims an invocation owns: hd <= MAXD * wg
#define PP 32u   // positions a pass
shared float qs[QROOM];
shared float sc[GMAX * PP];
shared float mrow[GMAX], lrow[GMAX], rrow[GMAX];

void main() {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x, kh = gl_WorkGroupID.x, t = gl_WorkGroupID.y;
    uint lane = gl_SubgroupInvocationID, sg = gl_SubgroupSize, G = p.nh / p.n_kv, h0 = kh * G, pos = p.hi0 + t;
    uint lo = (p.window != 0u && pos + 1u > p.window) ? pos + 1u - p.window : 0u, hi = pos;
    if (p.split > 1u) { // this part's positions (none: an empty part, m = -max, l = 0)
        uint z = gl_WorkGroupID.z;
        hi = min(pos, lo + (z + 1u) * p.chunk - 1u);
        lo = lo + z * p.chunk;
    }
    uint qb = p.qoff + t * p.qstride + h0 * p.hd;
    for (uint i = tid; i < G * p.hd; i += wg) qs[i] = Q[qb + i]; // the G heads are consecutive
    if (tid < GMAX) { mrow[tid] = -3.402823466e38; lrow[tid] = 0.0; }
    barrier();
    float o[GMAX * MAXD];
    for (uint i = 0u; i < GMAX * MAXD; i++) o[i] = 0.0;
    for (uint c0 = lo; c0 <= hi; c0 += PP) {
        uint nc = min(PP, hi + 1u - c0);
        for (uint i = gl_SubgroupID; i < nc; i += gl_NumSubgroups) { // scores: a key a subgroup
            uint kb = p.koff + ((c0 + i) % p.cap) * p.kvstride + kh * p.hd;
            float dot[GMAX];
            for (uint g = 0u; g < GMAX; g++) dot[g] = 0.0;
            for (uint d = lane; d < p.hd; d += sg) {
                float k = Kc[kb + d];
                for (uint g = 0u; g < GMAX; g++) {
                    if (g >= G) break;
                    dot[g] += qs[g * p.hd + d] * k;
                }
            }
            for (uint g = 0u; g < GMAX; g++) {
                if (g >= G) break;
                float s = subgroupAdd(dot[g]);
                if (subgroupElect()) sc[g * PP + i] = s * p.scale;
            }
        }
        barrier();
        for (uint g = gl_SubgroupID; g < G; g += gl_NumSubgroups) { // the online softmax: a head a subgroup
            float mx = -3.402823466e38;
            for (uint i = lane; i < nc; i += sg) mx = max(mx, sc[g * PP + i]);
            float mn = max(mrow[g], subgroupMax(mx)), e = 0.0;
            for (uint i = lane; i < nc; i += sg) {
                float x = exp(sc[g * PP + i] - mn);
                sc[g * PP + i] = x;
                e += x;
            }
            e = subgroupAdd(e);
            if (subgroupElect()) {
                float r = exp(mrow[g] - mn);
                rrow[g] = r;
                lrow[g] = lrow[g] * r + e;
                mrow[g] = mn;
            }
        }
        barrier();
        for (uint j = 0u; j < MAXD; j++) { // values: one load for the G heads
            uint d = tid + j * wg;
            if (d >= p.hd) break;
            for (uint g = 0u; g < GMAX; g++) {
                if (g >= G) break;
                o[g * MAXD + j] *= rrow[g];
            }
            for (uint i = 0u; i < nc; i++) {
                float v = Vc[p.voff + ((c0 + i) % p.cap) * p.kvstride + kh * p.hd + d];
                for (uint g = 0u; g < GMAX; g++) {
                    if (g >= G) break;
                    o[g * MAXD + j] += sc[g * PP + i] * v;
                }
            }
        }
        barrier(); // sc, rrow are written again
    }
    if (p.split > 1u) {
        for (uint g = 0u; g < G; g++) {
            uint sb = ((t * p.nh + h0 + g) * p.split + gl_WorkGroupID.z) * (p.hd + 2u);
            for (uint j = 0u; j < MAXD; j++) {
                uint d = tid + j * wg;
                if (d < p.hd) O[sb + d] = o[g * MAXD + j];
            }
            if (tid == 0u) { O[sb + p.hd] = mrow[g]; O[sb + p.hd + 1u] = lrow[g]; }
        }
#ifdef OX_TAIL
        uint c = p.slot + t * p.n_kv + kh;
        memoryBarrierBuffer(); // this invocation's stores of the part, before the count
        barrier();
        if (tid == 0u) ox_last = atomicAdd(Cnt[c], 1u) == p.split - 1u;
        barrier();
        if (!ox_last) return; // the same for the whole workgroup
        memoryBarrierBuffer();
        for (uint g = 0u; g < G; g++)
            ox_combine((t * p.nh + h0 + g) * p.split * (p.hd + 2u), p.ooff + t * p.ostride + (h0 + g) * p.hd, p.hd, p.split);
        if (tid == 0u) Cnt[c] = 0u;
#endif
        return;
    }
    for (uint g = 0u; g < G; g++) {
        uint ob = p.ooff + t * p.ostride + (h0 + g) * p.hd;
        float l = lrow[g];
        for (uint j = 0u; j < MAXD; j++) {
            uint d = tid + j * wg;
            if (d < p.hd) O[ob + d] = o[g * MAXD + j] / l;
        }
    }
}
