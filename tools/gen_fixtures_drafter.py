#!/usr/bin/env python3
"""Generate Gemma 4 assistant (MTP drafter) reference fixtures for oxinfer.h.

Usage:
    python3 tools/gen_fixtures_drafter.py --target tests/fixtures/g4_e2b_like --out tests/fixtures

Needs torch, transformers 5.17, safetensors. CPU, fp32, deterministic (fixed seeds). Uses the
g4_e2b_like fixture as the target and writes three drafters beside it, each a directory in Hugging
Face layout (config.json, generation_config.json, model.safetensors in bf16) plus trace.safetensors:

  g4_draft_centroid   random weights, centroid-masked head (use_ordered_embeddings, 16 centroids,
                      top-4 -> 96 candidate tokens per step), 4 layers [s, s, s, full]
  g4_draft_plain      random weights, plain tied head
  g4_draft_trained    plain head, trained here for a few seconds on the target's greedy continuation
                      of the fixture prompt (three positions held out) and of random prompts, so
                      that drafts are accepted (fully in some rounds, partially in others)

trace.safetensors, for each convention C in {hf, last}:
  hf   = transformers 5.17 as is: in the first round the drafter gets the target's final hidden
         state at prompt position 0 (n_last_matches = 0 after prefill)
  last = the same, except that first round uses the hidden state of the last prompt position
  C_N        int32 [R]       sequence length N at the start of round r (the drafter's position is N-1)
  C_row      int32 [R]       row of the previous target forward whose hidden state fed the drafter
  C_ndraft   int32 [R]       tokens drafted in round r
  C_drafts   int32 [R, K]    drafted tokens (-1 padding)
  C_logits   f32   [R8, K, V] drafter logits of each draft step, first 8 rounds (0 padding)
  C_output   int32 [M]       final generated tokens (must equal plain greedy, output_ids)
  prompt_ids int32 [P], output_ids int32 [M] (plain greedy, M = 24)
"""
import argparse
import os
import sys

from oxfix import update_generation_config

S, F = "sliding_attention", "full_attention"
M_NEW = 24
K_DRAFT = 3
R_LOGITS = 8


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--target", default="tests/fixtures/g4_e2b_like")
    ap.add_argument("--out", default="tests/fixtures")
    args = ap.parse_args()

    import torch
    import transformers
    from safetensors.torch import save_file, load_file
    from transformers import (Gemma4ForCausalLM, Gemma4AssistantConfig, Gemma4AssistantForCausalLM,
                              Gemma4TextConfig)
    from transformers.generation.candidate_generator import SinglePositionMultiTokenCandidateGenerator

    torch.set_num_threads(1)
    torch.manual_seed(7)
    target = Gemma4ForCausalLM.from_pretrained(args.target, dtype=torch.float32, attn_implementation="eager").eval()
    tcfg = target.config
    ref = load_file(os.path.join(args.target, "reference.safetensors"))
    prompt = ref["prompt_ids"].long().unsqueeze(0)
    V, Hb = tcfg.vocab_size, tcfg.hidden_size
    print("transformers", transformers.__version__, "target", args.target, "V", V, "H", Hb, "P", prompt.shape[1])

    def drafter_config(ordered):
        tc = Gemma4TextConfig(
            vocab_size=V, hidden_size=48, intermediate_size=96, num_hidden_layers=4,
            num_attention_heads=2, num_key_value_heads=1, head_dim=32, global_head_dim=64,
            layer_types=[S, S, S, F], sliding_window=tcfg.sliding_window,
            hidden_size_per_layer_input=0, vocab_size_per_layer_input=0, num_kv_shared_layers=4,
            final_logit_softcapping=None, tie_word_embeddings=True,
            max_position_embeddings=tcfg.max_position_embeddings, rms_norm_eps=tcfg.rms_norm_eps)
        return Gemma4AssistantConfig(text_config=tc, backbone_hidden_size=Hb, use_ordered_embeddings=ordered,
                                     num_centroids=16, centroid_intermediate_top_k=4, tie_word_embeddings=True)

    def randomize(model, seed):
        g = torch.Generator().manual_seed(seed)
        with torch.no_grad():
            for name, p in model.named_parameters():
                if name.endswith("norm.weight") or "layernorm" in name:
                    p.copy_(0.5 + torch.rand(p.shape, generator=g))
                    if "q_norm" in name:
                        p.mul_(p.shape[0] ** -0.25)
                elif name.endswith("embed_tokens.weight"):
                    p.copy_(torch.randn(p.shape, generator=g) * 0.4)
                elif p.dim() == 2:
                    p.copy_(torch.randn(p.shape, generator=g) / p.shape[1] ** 0.5)
            for name, b in model.named_buffers():
                if name.endswith("layer_scalar"):
                    b.copy_(0.5 + torch.rand(b.shape, generator=g))
                elif name.endswith("token_ordering"):
                    b.copy_(torch.randperm(b.shape[0], generator=g))

    emb = target.get_input_embeddings()

    def train(model, steps=1500):
        """Teach the drafter the target's greedy continuation of the fixture prompt (row 0) and of 63
        random prompts, two unrolled draft steps. Positions in HOLES of row 0 are left out of the
        loss, so drafts there are likely wrong: rounds then accept partially, elsewhere fully."""
        g = torch.Generator().manual_seed(11)
        B, P0, L = 64, prompt.shape[1], prompt.shape[1] + 40
        HOLES = {P0 + 4, P0 + 11, P0 + 17}
        pr = torch.randint(3, V, (B, P0), generator=g)
        pr[:, 0] = 2
        pr[0] = prompt[0]
        with torch.no_grad():
            seq = target.generate(pr, attention_mask=torch.ones_like(pr), do_sample=False, max_new_tokens=L - P0,
                                  min_new_tokens=L - P0)
            out = target(seq[:, :-1], output_hidden_states=True, return_shared_kv_states=True, use_cache=False)
        hn = out.hidden_states[-1]
        kv = out.shared_kv_states
        opt = torch.optim.Adam(model.parameters(), lr=2e-3)
        model.train()
        for step in range(steps):
            t = int(torch.randint(P0, L - 3, (1,), generator=g))
            w = torch.ones(B)
            if t in HOLES or t + 1 in HOLES:
                w[0] = 0
            kvt = {k: (v[0][:, :, :t].detach(), v[1][:, :, :t].detach()) for k, v in kv.items()}
            am = torch.ones(B, t + 1, dtype=torch.long)
            pos = torch.full((B, 1), t, dtype=torch.long)
            x1 = torch.cat([emb(seq[:, t:t + 1]), hn[:, t - 1:t]], dim=-1).detach()
            o1 = model(inputs_embeds=x1, position_ids=pos, attention_mask=am, shared_kv_states=kvt)
            x2 = torch.cat([emb(seq[:, t + 1:t + 2]).detach(), o1.last_hidden_state], dim=-1)
            o2 = model(inputs_embeds=x2, position_ids=pos, attention_mask=am, shared_kv_states=kvt)
            ce = torch.nn.functional.cross_entropy
            loss = ((ce(o1.logits[:, 0], seq[:, t + 1], reduction="none") + ce(o2.logits[:, 0], seq[:, t + 2], reduction="none")) * w).sum() / w.sum()
            opt.zero_grad()
            loss.backward()
            opt.step()
            if step % 300 == 0 or step == steps - 1:
                acc1 = (o1.logits[:, 0].argmax(-1) == seq[:, t + 1]).float().mean().item()
                acc2 = (o2.logits[:, 0].argmax(-1) == seq[:, t + 2]).float().mean().item()
                print(f"  train step {step}: loss {loss.item():.3f} acc1 {acc1:.2f} acc2 {acc2:.2f}")
        model.eval()

    # record transformers' assisted generation round by round
    rec = {}
    orig = SinglePositionMultiTokenCandidateGenerator.get_candidates

    def patched(self, input_ids, model_kwargs, model_outputs, is_first_iteration, n_last_matches, **kw):
        if not is_first_iteration:
            if rec["conv"] == "last" and not rec["rounds"]:
                n_last_matches = model_outputs.hidden_states[-1].shape[1] - 1
            cand, logits = orig(self, input_ids, model_kwargs, model_outputs, is_first_iteration, n_last_matches, **kw)
            N = input_ids.shape[1]
            rec["rounds"].append(dict(N=N, row=int(n_last_matches), drafts=cand[0, N:].tolist(),
                                      logits=None if logits is None else logits[0].detach().clone()))
            return cand, logits
        return orig(self, input_ids, model_kwargs, model_outputs, is_first_iteration, n_last_matches, **kw)

    SinglePositionMultiTokenCandidateGenerator.get_candidates = patched
    with torch.no_grad():
        plain = target.generate(prompt, attention_mask=torch.ones_like(prompt), do_sample=False,
                                max_new_tokens=M_NEW)[0, prompt.shape[1]:]
    print("plain greedy:", plain.tolist())

    specs = [("g4_draft_centroid", True, False, 201), ("g4_draft_plain", False, False, 202),
             ("g4_draft_trained", False, True, 203)]
    if os.environ.get("ONLY"):
        specs = [sp for sp in specs if sp[0] == os.environ["ONLY"]]
    for name, ordered, trained, seed in specs:
        torch.manual_seed(seed)
        d = Gemma4AssistantForCausalLM(drafter_config(ordered))
        d.config._attn_implementation = "eager"
        randomize(d, seed)
        if trained:
            torch.set_num_threads(8)
            train(d)
            torch.set_num_threads(1)
        d.generation_config.num_assistant_tokens = K_DRAFT
        d.generation_config.num_assistant_tokens_schedule = "constant"
        out_dir = os.path.join(args.out, name)
        os.makedirs(out_dir, exist_ok=True)
        d.to(torch.bfloat16).save_pretrained(out_dir)
        update_generation_config(out_dir, dict(num_assistant_tokens=K_DRAFT, num_assistant_tokens_schedule="constant"))
        d = Gemma4AssistantForCausalLM.from_pretrained(out_dir, dtype=torch.float32, attn_implementation="eager").eval()
        d.generation_config.num_assistant_tokens = K_DRAFT
        d.generation_config.num_assistant_tokens_schedule = "constant"
        saved = load_file(os.path.join(out_dir, "model.safetensors"))
        print(name, "tensors:")
        for k in sorted(saved):
            print(f"   {k} {list(saved[k].shape)} {saved[k].dtype}")
        tensors = {"prompt_ids": prompt[0].int(), "output_ids": plain.int()}
        for conv in ("hf", "last"):
            rec.clear()
            rec.update(conv=conv, rounds=[])
            with torch.no_grad():
                out = target.generate(prompt, attention_mask=torch.ones_like(prompt), assistant_model=d,
                                      do_sample=False, max_new_tokens=M_NEW)[0, prompt.shape[1]:]
            rounds = rec["rounds"]
            R = len(rounds)
            Ns = [r["N"] for r in rounds] + [prompt.shape[1] + out.shape[0]]
            acc = [Ns[i + 1] - Ns[i] - 1 for i in range(R)]
            print(f"  {conv}: rounds {R}, drafted {[len(r['drafts']) for r in rounds]}, accepted {acc}, "
                  f"same as greedy: {out.tolist() == plain.tolist()}")
            assert out.tolist() == plain.tolist(), "speculative output differs from greedy"
            drafts = torch.full((R, K_DRAFT), -1, dtype=torch.int32)
            logits = torch.zeros((min(R, R_LOGITS), K_DRAFT, V))
            for i, r in enumerate(rounds):
                drafts[i, :len(r["drafts"])] = torch.tensor(r["drafts"], dtype=torch.int32)
                if i < R_LOGITS and r["logits"] is not None:
                    logits[i, :r["logits"].shape[0]] = r["logits"]
            tensors[f"{conv}_N"] = torch.tensor([r["N"] for r in rounds], dtype=torch.int32)
            tensors[f"{conv}_row"] = torch.tensor([r["row"] for r in rounds], dtype=torch.int32)
            tensors[f"{conv}_ndraft"] = torch.tensor([len(r["drafts"]) for r in rounds], dtype=torch.int32)
            tensors[f"{conv}_drafts"] = drafts
            tensors[f"{conv}_logits"] = logits.float().contiguous()
            tensors[f"{conv}_output"] = out.int()
        save_file({k: v.contiguous() for k, v in tensors.items()}, os.path.join(out_dir, "trace.safetensors"),
                  metadata={"transformers_version": transformers.__version__, "target": os.path.basename(args.target),
                            "description": f"{name}: drafter for {os.path.basename(args.target)}"})
    SinglePositionMultiTokenCandidateGenerator.get_candidates = orig


if __name__ == "__main__":
    sys.exit(main())
