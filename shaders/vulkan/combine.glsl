// The parts of a split attention merged, shared by attn_combine.comp and the tail of attn.comp
// (attn_sg_tail), so that both give the same bits: for the (query head h, token t) whose parts start
// at sb (each part z's unnormalised sums o_z, its max m_z and sum of exponentials l_z, hd + 2 floats
// a part), M = max m_z and out = sum o_z e^(m_z - M) / sum l_z e^(m_z - M), stored from ob. The
// includer defines CS(i) (a float of the parts) and CO_SET(i, v) (the output). Each invocation takes
// dims d = tid, tid + wg, ... and rescans the few parts' m and l.
void ox_combine(uint sb, uint ob, uint hd, uint split) {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x, st = hd + 2u;
    float M = -3.402823466e38, L = 0.0;
    for (uint z = 0u; z < split; z++) M = max(M, CS(sb + z * st + hd));
    for (uint z = 0u; z < split; z++) L += CS(sb + z * st + hd + 1u) * exp(CS(sb + z * st + hd) - M);
    for (uint d = tid; d < hd; d += wg) {
        float acc = 0.0;
        for (uint z = 0u; z < split; z++) acc += CS(sb + z * st + d) * exp(CS(sb + z * st + hd) - M);
        CO_SET(ob + d, acc / L);
    }
}
