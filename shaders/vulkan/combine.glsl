// The parts of a split attention merged, shared by attn_combine.comp and the tail of attn.comp
// (attn_sg_tail), so that both give the same bits: for the (query head h, token t) whose parts start
// at sb (each part z's unnormalised sums o_z, its max m_z and sum of exponentials l_z, hd + 2 floats
// a part), M = max m_z and out = sum o_z e^(m_z - M) / sum l_z e^(m_z - M), stored from ob. The
// includer defines CS(i) (a float of the parts) and CO_SET(i, v) (the output). Each invocation takes
// dims d = tid, tid + wg, ...
// Up to OX_CW parts (the decode default is at most 128), each part's weight e^(m_z - M) is taken once
// into shared memory by the invocation z % wg, M from a tree over the invocations' maxima (max is
// exact in any order), instead of every invocation reading every part's m and taking every
// exponential again for each of its dims: the same values summed in the same order, so the same bits.
#define OX_CW 512u
shared float ox_cw[OX_CW];
shared float ox_cm[gl_WorkGroupSize.x];
void ox_combine(uint sb, uint ob, uint hd, uint split) {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x, st = hd + 2u;
    float M = -3.402823466e38, L = 0.0;
    if (split > OX_CW) {
        for (uint z = 0u; z < split; z++) M = max(M, CS(sb + z * st + hd));
        for (uint z = 0u; z < split; z++) L += CS(sb + z * st + hd + 1u) * exp(CS(sb + z * st + hd) - M);
        for (uint d = tid; d < hd; d += wg) {
            float acc = 0.0;
            for (uint z = 0u; z < split; z++) acc += CS(sb + z * st + d) * exp(CS(sb + z * st + hd) - M);
            CO_SET(ob + d, acc / L);
        }
        return;
    }
    for (uint z = tid; z < split; z += wg) {
        float mz = CS(sb + z * st + hd);
        ox_cw[z] = mz;
        M = max(M, mz);
    }
    ox_cm[tid] = M;
    barrier();
    for (uint h = wg >> 1; h > 0u; h >>= 1) {
        if (tid < h) ox_cm[tid] = max(ox_cm[tid], ox_cm[tid + h]);
        barrier();
    }
    M = ox_cm[0];
    for (uint z = tid; z < split; z += wg) ox_cw[z] = exp(ox_cw[z] - M);
    barrier();
    for (uint z = 0u; z < split; z++) L += CS(sb + z * st + hd + 1u) * ox_cw[z];
    for (uint d = tid; d < hd; d += wg) {
        float acc = 0.0;
        for (uint z = 0u; z < split; z++) acc += CS(sb + z * st + d) * ox_cw[z];
        CO_SET(ob + d, acc / L);
    }
}
