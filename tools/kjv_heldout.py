"""The held-out chapters of models/kjv-gemma4 (every 50th chapter, as tools/train_tiny.py splits
them) as one text file, for `oxinfer perplexity`:

    apt-get install -y bible-kjv
    bible -l0 "Gen1:1-Rev22:21" > kjv_raw.txt
    python3 tools/kjv_heldout.py kjv_raw.txt > kjv_val.txt
    oxinfer perplexity -m models/kjv-gemma4 -f kjv_val.txt --ctx 256 --weights q8 --kl-base bf16
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from train_tiny import prepare  # noqa: E402  (the training script's own chapter split)

if __name__ == "__main__":
    chapters = prepare(sys.argv[1])
    sys.stdout.write("\n".join(chapters[::50]) + "\n")
