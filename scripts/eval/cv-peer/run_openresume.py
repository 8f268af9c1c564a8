"""Runs the openresume-parser peer (PyPI, AGPL-3.0-or-later) on the CV corpus, offline.

For each PDF listed in scripts/eval/cv-corpus/manifest.json, prints one JSON line:
  {"pdf", "truth", "resume", "theme", "seconds", "parsed": <JSON Resume>, "raw": <the parser's own output>}
"parsed" maps the parser's own schema onto the JSON Resume subset scored by scripts/eval/cv-fields.ts;
scripts/eval/cv-peer/score.ts reads these lines. Only the local, rule-based parser runs: neither the
OCR.Space nor the OpenAI option is configured, so nothing leaves the machine.

    .cache/cv-peer/venv/bin/python scripts/eval/cv-peer/run_openresume.py [--only NAME,...] > .cache/cv-peer/openresume.jsonl
"""

import argparse
import json
import sys
import time
from pathlib import Path

from openresume import parse_resume_from_pdf

CORPUS = Path(__file__).resolve().parent.parent / "cv-corpus"


def text(value):
    return value.strip() if isinstance(value, str) else ""


def to_json_resume(raw):
    """The parser's schema -> JSON Resume: only what it extracts, nothing invented."""
    basics = {}
    for key, source in (("name", "full_name"), ("email", "email"), ("phone", "phone"), ("url", "url")):
        if text(raw.get(source)):
            basics[key] = text(raw[source])
    location = raw.get("location") or {}
    if text(location.get("city")) or text(location.get("state")):
        basics["location"] = {k: v for k, v in (("city", text(location.get("city"))), ("region", text(location.get("state")))) if v}
    work = []
    for entry in (raw.get("experience") or {}).get("work_history") or []:
        item = {"name": text(entry.get("company")), "position": text(entry.get("title")), "startDate": text(entry.get("start_date"))}
        # "current" or no end date both mean ongoing, which JSON Resume writes as no endDate
        if not entry.get("current") and text(entry.get("end_date")):
            item["endDate"] = text(entry["end_date"])
        work.append({k: v for k, v in item.items() if v})
    education = []
    edu = raw.get("education") or {}
    item = {
        "studyType": text(edu.get("degree_course")),
        "area": text(edu.get("specialization")),
        "endDate": str(edu["passing_year"]) if edu.get("passing_year") else "",
    }
    if any(item.values()):
        education.append({k: v for k, v in item.items() if v})
    # the parser gives one flat list: scored as skill names (and in skills.all)
    skills = [{"name": text(s)} for s in raw.get("skills") or [] if text(s).strip("\x00")]
    out = {"basics": basics}
    if work:
        out["work"] = work
    if education:
        out["education"] = education
    if skills:
        out["skills"] = skills
    return out


def main():
    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    args.add_argument("--only", help="comma-separated resume or theme ids")
    only = set(filter(None, (args.parse_args().only or "").split(",")))
    manifest = json.loads((CORPUS / "manifest.json").read_text())
    for document in manifest["documents"]:
        if only and document["resume"] not in only and document["theme"] not in only:
            continue
        started = time.perf_counter()
        result = parse_resume_from_pdf(str(CORPUS / document["pdf"]))
        seconds = round(time.perf_counter() - started, 3)
        raw = result.get("resume") if result.get("ok") else None
        line = {key: document[key] for key in ("pdf", "truth", "resume", "theme")}
        line.update(seconds=seconds, parsed=to_json_resume(raw) if raw else {}, raw=result)
        print(json.dumps(line, ensure_ascii=False), flush=True)
        if not result.get("ok"):
            print(f"{document['pdf']}: {result.get('error')}", file=sys.stderr)


if __name__ == "__main__":
    main()
