#version 450
// The parts of a split attention (attn.comp with split > 1) merged: for the (query head h, token t)
// of workgroup (h, t), with each part z's unnormalised sums o_z, max m_z and sum of exponentials l_z
// at ((t nh + h) split + z) (hd + 2) of S, M = max m_z and O[t][h] = sum o_z e^(m_z - M) / sum l_z
// e^(m_z - M) (combine.glsl; attn.comp's tail form runs the same code in the last part's workgroup).
#extension GL_GOOGLE_include_directive : require
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Sb { float S[]; };
layout(std430, binding = 1) writeonly buffer Ob { float O[]; };
layout(push_constant) uniform P { uint hd, nh, split, ooff, ostride; } p;
#define CS(i) S[i]
#define CO_SET(i, v) O[i] = (v)
#include "combine.glsl"

void main() {
    uint h = gl_WorkGroupID.x, t = gl_WorkGroupID.y;
    ox_combine((t * p.nh + h) * p.split * (p.hd + 2u), p.ooff + t * p.ostride + h * p.hd, p.hd, p.split);
}
