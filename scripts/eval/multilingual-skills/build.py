#!/usr/bin/env python3
"""Rebuild the German and Dutch (+French) skill-normalisation samples in this folder.

Sources (both published on the ESCO portal by national bodies, redistributed in the public
repository Avature/melo-benchmark, commit 59a5753ac136dd829fe53bbe29c90f8431d8f4b3):

  DE  data/raw/crosswalks_original/european_vs_esco/DE_Mapping_ESCO_Kompetenzen_220518_0.csv
      Bundesagentur fuer Arbeit, "ESCO - Kompetenzsystematik", version 2022-05-18:
      ESCO v1.0.3 skills (URI + German preferred label) <-> BA Kompetenzsystematik terms.
  NL  data/raw/crosswalks_original/european_vs_esco/escocompetencemappingfinalreport-fr-nl-45-v3.8.csv
      Nalantis nv for VDAB, "ESCO - VDAB Competences" V1.0 (Competent 3.8):
      ESCO v1.0.3 skills (UUID + Dutch preferred label) <-> VDAB Competent competences (fr + nl labels).

Sampling (seeded, documented in README.md): each file is cut into 16,000-character windows (the
read tool's page size); five window indices in 1..n-1 are drawn with
random.Random('skillgraph-multilingual-eval-2024:<lang>').sample(range(1, n), 5); only the lines
that lie completely inside a window are kept (the partial first and last line of each window are
dropped); all such lines are used.

Usage (with the two original CSV files downloaded from the repository above):
    python3 build.py --de DE_Mapping_ESCO_Kompetenzen_220518_0.csv \
                     --nl escocompetencemappingfinalreport-fr-nl-45-v3.8.csv [--out .]
The committed JSONL files were produced by the same functions from the windows as served by the
read tool (see README.md, "How the sample was taken"); running this script on the original files
should reproduce them (compare with `git diff`; see README.md on character offsets).
"""

import argparse
import csv
import gzip
import io
import json
import os
import random
import re
from collections import OrderedDict

WINDOW = 16000
REPO = "Avature/melo-benchmark"
COMMIT = "59a5753ac136dd829fe53bbe29c90f8431d8f4b3"
DE_PATH = "data/raw/crosswalks_original/european_vs_esco/DE_Mapping_ESCO_Kompetenzen_220518_0.csv"
NL_PATH = "data/raw/crosswalks_original/european_vs_esco/escocompetencemappingfinalreport-fr-nl-45-v3.8.csv"
SKILL_PREFIX = "http://data.europa.eu/esco/skill/"
UUID_RE = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
HERE = os.path.dirname(os.path.abspath(__file__))
SEEDS = os.path.normpath(os.path.join(HERE, "..", "..", "..", "seeds", "esco"))


def window_offsets(total_chars, lang, k=5):
    n = (total_chars + WINDOW - 1) // WINDOW
    rng = random.Random("skillgraph-multilingual-eval-2024:" + lang)
    return [i * WINDOW for i in sorted(rng.sample(range(1, n), k))]


def window_lines(text, offset):
    """Complete lines lying inside text[offset:offset+WINDOW]."""
    chunk = text[offset:offset + WINDOW]
    parts = chunk.split("\n")
    # the first part is a complete line only if the window starts right after a newline
    if not (offset == 0 or text[offset - 1] == "\n"):
        parts = parts[1:]
    # the last part is complete only if the window ends right before a newline
    end = offset + WINDOW
    if not (end >= len(text) or text[end] == "\n"):
        parts = parts[:-1]
    return [p.rstrip("\r") for p in parts if p.strip()]


def parse_de(line):
    """DE row: ESCO URI, ESCO de label, BA id, BA label, relation, note."""
    if not line.startswith(SKILL_PREFIX):
        return None
    f = next(csv.reader([line]))
    return {"uuid": f[0][len(SKILL_PREFIX):], "esco_label": f[1], "key": f[2],
            "term": f[3], "relation": f[4]}


def parse_nl(line):
    """NL row: ESCO uuid, -, ESCO nl label, ESCO URL, VDAB uuid, VDAB id, fr label, nl label, -, relation, note."""
    f = next(csv.reader([line]))
    if len(f) < 10 or not UUID_RE.match(f[0]):
        return None
    return {"uuid": f[0], "esco_label": f[2], "key": f[5], "term_fr": f[6], "term": f[7],
            "relation": f[9]}


def load_seed_labels(name):
    path = os.path.join(SEEDS, name)
    out = {}
    if not os.path.exists(path):
        return out
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            out[row["conceptUri"]] = row["preferredLabel"]
    return out


def build(de_windows, nl_windows, out_dir):
    """de_windows / nl_windows: list of (offset, [complete lines])."""
    en = load_seed_labels("skills_en.csv.gz")
    fr = load_seed_labels("skills_fr.csv.gz")
    stats = {}

    # ---- German: BA Kompetenzsystematik term -> ESCO skills (file sorted by ESCO URI) ----
    groups = OrderedDict()
    for offset, lines in de_windows:
        for line in lines:
            r = parse_de(line)
            if r is None:
                continue
            g = groups.setdefault(r["key"], {"term": r["term"], "skills": OrderedDict(), "offsets": []})
            if offset not in g["offsets"]:
                g["offsets"].append(offset)
            uri = SKILL_PREFIX + r["uuid"]
            g["skills"].setdefault(uri, {"uri": uri, "label": r["esco_label"], "relation": r["relation"]})
    de_items = []
    for key, g in sorted(groups.items(), key=lambda kv: kv[0]):
        skills = []
        for s in g["skills"].values():
            s = dict(s)
            if s["uri"] in en:
                s["label_en"] = en[s["uri"]]
            skills.append(s)
        de_items.append({
            "id": "de-ba-" + key.replace(" ", ""),
            "lang": "de",
            "text": g["term"],
            "skills": skills,
            "source": f"{REPO}@{COMMIT[:7]}:{DE_PATH}",
            "meta": {"taxonomy": "BA Kompetenzsystematik 2022-05-18", "term_id": key,
                     "esco_version": "1.0.3", "windows": g["offsets"], "gold_complete": False},
        })

    # ---- Dutch (and French) : VDAB Competent competence -> ESCO skills (file sorted by VDAB id) ----
    groups = OrderedDict()
    firsts, lasts = set(), set()
    for offset, lines in nl_windows:
        keys_here = []
        for line in lines:
            r = parse_nl(line)
            if r is None:
                continue
            g = groups.setdefault(r["key"], {"term": r["term"], "term_fr": r["term_fr"],
                                             "skills": OrderedDict(), "offsets": []})
            if offset not in g["offsets"]:
                g["offsets"].append(offset)
            uri = SKILL_PREFIX + r["uuid"]
            g["skills"].setdefault(uri, {"uri": uri, "label": r["esco_label"], "relation": r["relation"]})
            keys_here.append(r["key"])
        if keys_here:
            firsts.add(keys_here[0])
            lasts.add(keys_here[-1])
    nl_items, fr_items = [], []
    for key, g in sorted(groups.items(), key=lambda kv: kv[0]):
        complete = key not in firsts and key not in lasts
        nl_sk, fr_sk = [], []
        for s in g["skills"].values():
            a = dict(s)
            if a["uri"] in en:
                a["label_en"] = en[a["uri"]]
            nl_sk.append(a)
            b = {"uri": s["uri"], "label": fr.get(s["uri"], s["label"]), "relation": s["relation"]}
            if s["uri"] not in fr:
                b["label_lang"] = "nl"
            if s["uri"] in en:
                b["label_en"] = en[s["uri"]]
            fr_sk.append(b)
        meta = {"taxonomy": "VDAB Competent 3.8", "term_id": key, "esco_version": "1.0.3",
                "windows": g["offsets"], "gold_complete": complete}
        src = f"{REPO}@{COMMIT[:7]}:{NL_PATH}"
        nl_items.append({"id": "nl-vdab-" + key, "lang": "nl", "text": g["term"], "skills": nl_sk,
                         "source": src, "meta": dict(meta, text_fr=g["term_fr"])})
        fr_items.append({"id": "fr-vdab-" + key, "lang": "fr", "text": g["term_fr"], "skills": fr_sk,
                         "source": src, "meta": dict(meta, text_nl=g["term"])})

    for name, items in (("de.ba-esco-skills.jsonl", de_items), ("nl.vdab-esco-skills.jsonl", nl_items),
                        ("fr.vdab-esco-skills.jsonl", fr_items)):
        with open(os.path.join(out_dir, name), "w", encoding="utf-8") as fh:
            for it in items:
                fh.write(json.dumps(it, ensure_ascii=False) + "\n")
        pairs = [s for it in items for s in it["skills"]]
        rel = {}
        for s in pairs:
            rel[s["relation"]] = rel.get(s["relation"], 0) + 1
        stats[name] = {
            "items": len(items), "pairs": len(pairs),
            "distinct_skills": len({s["uri"] for s in pairs}),
            "items_with_exact_or_close": sum(1 for it in items if any(
                s["relation"] in ("skos:exactMatch", "skos:closeMatch") for s in it["skills"])),
            "relations": dict(sorted(rel.items())),
            "skill_uris_not_in_seed_esco_1_1_1": sorted({s["uri"] for s in pairs if s["uri"] not in en}),
            "gold_complete_items": sum(1 for it in items if it["meta"]["gold_complete"]),
        }
    with open(os.path.join(out_dir, "stats.json"), "w", encoding="utf-8") as fh:
        json.dump(stats, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    return stats


def windows_from_file(path, lang):
    with open(path, encoding="utf-8-sig", newline="") as fh:
        text = fh.read().replace("\r\n", "\n")
    return [(off, window_lines(text, off)) for off in window_offsets(len(text), lang)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--de", required=True, help="DE_Mapping_ESCO_Kompetenzen_220518_0.csv")
    ap.add_argument("--nl", required=True, help="escocompetencemappingfinalreport-fr-nl-45-v3.8.csv")
    ap.add_argument("--out", default=HERE)
    a = ap.parse_args()
    stats = build(windows_from_file(a.de, "de"), windows_from_file(a.nl, "nl"), a.out)
    print(json.dumps({k: {kk: vv for kk, vv in v.items() if kk != "skill_uris_not_in_seed_esco_1_1_1"}
                      for k, v in stats.items()}, indent=2))


if __name__ == "__main__":
    main()
