#version 450
// The parts of a split attention (attn.comp with split > 1) merged: for the (query head h, token t)
// of workgroup (h, t), with each part z's unnormalised sums o_z, max m_z and sum of exponentials l_z
// at ((t nh + h) split + z) (hd + 2) of S, M = max m_z and O[t][h] = sum o_z e^(m_z - M) / sum l_z
// e^(m_z - M). Each thread takes dims d = tid, tid + wg, ... and rescans the few parts' m and l.
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Sb { float S[]; };
layout(std430, binding = 1) writeonly buffer Ob { float O[]; };
layout(push_constant) uniform P { uint hd, nh, split, ooff, ostride; } p;

void main() {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x, h = gl_WorkGroupID.x, t = gl_WorkGroupID.y;
    uint sb = (t * p.nh + h) * p.split * (p.hd + 2u), st = p.hd + 2u;
    float M = -3.402823466e38, L = 0.0;
    for (uint z = 0u; z < p.split; z++) M = max(M, S[sb + z * st + p.hd]);
    for (uint z = 0u; z < p.split; z++) L += S[sb + z * st + p.hd + 1u] * exp(S[sb + z * st + p.hd] - M);
    uint ob = p.ooff + t * p.ostride + h * p.hd;
    for (uint d = tid; d < p.hd; d += wg) {
        float acc = 0.0;
        for (uint z = 0u; z < p.split; z++) acc += S[sb + z * st + d] * exp(S[sb + z * st + p.hd] - M);
        O[ob + d] = acc / L;
    }
}
