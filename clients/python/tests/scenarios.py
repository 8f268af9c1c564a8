"""The Python client against a running service, one scenario per route group (run by
test/clients/python.test.ts, which starts the service on the suite's Neo4j and passes the tenant in the
environment). Each scenario asserts what the service answered; the script prints one JSON line per
scenario and exits non-zero on the first failure.
    SKILLGRAPH_URL=... API_KEY=... python clients/python/tests/scenarios.py [name ...]
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

from skillgraph_client import (
    ApiKey,
    AsyncSkillgraph,
    BearerToken,
    OAuthClient,
    Skillgraph,
    SkillgraphError,
)
from skillgraph_client.graph.api.crosswalk import crosswalk as crosswalk_api
from skillgraph_client.graph.api.matching import match_cv_text_to_job_text
from skillgraph_client.graph.api.occupations import get_occupation
from skillgraph_client.graph.api.search import search_occupations, search_skills
from skillgraph_client.graph.models import CrosswalkTargetTaxonomy, MatchCvTextToJobTextBody
from skillgraph_client.management.api.organisations import get_organisation
from skillgraph_client.management.api.teams import create_team
from skillgraph_client.management.models import TeamInput

URL = os.environ["SKILLGRAPH_URL"]
ENV = os.environ


def search_record_crosswalk() -> dict:
    with Skillgraph(URL, ApiKey(ENV["API_KEY"])) as sg:
        found = search_occupations.sync(client=sg.graph, q="infirmier", limit=3)
        assert found.occupations, "no occupation found"
        uri = found.occupations[0].uri
        record = get_occupation.sync(uri, client=sg.graph)
        assert record.uri == uri, record
        crosswalk = crosswalk_api.sync(
            client=sg.graph, uri="rome:J1506", target_taxonomy=CrosswalkTargetTaxonomy.ESCO
        )
        assert crosswalk.source.uri == "graph://occupation/rome-J1506", crosswalk.source
        assert crosswalk.correspondences, "no ESCO correspondence"
        return {"occupation": uri, "correspondences": len(crosswalk.correspondences)}


def matching() -> dict:
    job_text = Path(ENV["OFFER"]).read_text()
    with Skillgraph(URL, ApiKey(ENV["API_KEY"])) as sg:
        fit = match_cv_text_to_job_text.sync(
            client=sg.graph, body=MatchCvTextToJobTextBody(cv_text=Path(ENV["CV"]).read_text(), job_text=job_text)
        )
        assert 0 < fit.score <= 1 and fit.cv_skills > 0 and fit.job_skills > 0, fit
        unrelated = match_cv_text_to_job_text.sync(
            client=sg.graph,
            body=MatchCvTextToJobTextBody(
                cv_text="Line cook\nSKILLS\nBaking bread, pastry, sauces, food safety\nEXPERIENCE\nCook at Le Bistrot, 2018-2024",
                job_text=job_text,
            ),
        )
        assert unrelated.score < fit.score, (unrelated.score, fit.score)
        return {"score": fit.score, "unrelated": unrelated.score}


def parse_pdf() -> dict:
    pdf = Path(ENV["PDF"]).read_bytes()
    with Skillgraph(URL, ApiKey(ENV["API_KEY"])) as sg:
        parsed = sg.upload("/v1/parse/cv", [("cv.pdf", pdf, "application/pdf")], field="file")
        name = parsed["cv"]["basics"]["name"]
        assert name, parsed["cv"].get("basics")
        return {"name": name}


def typed_error() -> dict:
    with Skillgraph(URL, ApiKey(ENV["API_KEY"])) as sg:
        try:
            sg.request("GET", "/v1/skills/graph%3A%2F%2Fskill%2Fno-such-skill")
        except SkillgraphError as error:
            assert error.status == 404 and error.code == "not_found", repr(error)
            assert error.request_id and len(error.request_id) == 36, repr(error)
            return {"code": error.code}
        raise AssertionError("no error raised")


def paging_with_bearer() -> dict:
    tokens = BearerToken(ENV["ACCESS_TOKEN"])
    organisation = ENV["ORGANISATION_ID"]
    with Skillgraph(URL, tokens) as sg:
        for i in range(23):
            team = create_team.sync(organisation, client=sg.management, body=TeamInput(name=f"Py team {i:02d}"))
            assert team.name == f"Py team {i:02d}" and team["@id"].endswith(team.id), team
        names = [
            member["name"]
            for member in sg.collection(
                f"/v1/organisations/{organisation}/teams", itemsPerPage=10, **{"orderBy[name]": "asc"}
            )
            if member["name"].startswith("Py team")
        ]
        assert names == [f"Py team {i:02d}" for i in range(23)], names
        return {"teams": len(names)}


def bearer_refresh() -> dict:
    rotated: list[str] = []
    tokens = BearerToken("not-a-valid-token", ENV["REFRESH_TOKEN"], on_tokens=lambda a, r: rotated.append(r))
    with Skillgraph(URL, tokens) as sg:
        organisation = get_organisation.sync(ENV["ORGANISATION_ID"], client=sg.management)
        assert organisation.id == ENV["ORGANISATION_ID"], organisation
    assert len(rotated) == 1 and rotated[0] != ENV["REFRESH_TOKEN"], rotated
    return {"rotated": True}


def keys_and_credits() -> dict:
    user = ENV["USER_ID"]
    with Skillgraph(URL, BearerToken(ENV["ACCESS_TOKEN"])) as sg:
        created = sg.request(
            "POST",
            f"/v1/users/{user}/apiKeys",
            json={
                "name": "from python",
                "expiration_date": {"date": (datetime.now(UTC) + timedelta(days=1)).isoformat()},
                "permissions": 1,
                "organisation_id": ENV["ORGANISATION_ID"],
            },
        )
        with Skillgraph(URL, ApiKey(created["key"])) as fresh:
            assert search_skills.sync(client=fresh.graph, q="python").skills is not None
            sg.request("PATCH", f"/v1/users/{user}/apiKeys/{created['id']}/disable")
            try:
                search_skills.sync(client=fresh.graph, q="python")
                raise AssertionError("a disabled key was accepted")
            except SkillgraphError as error:
                assert error.status == 401 and error.code == "invalid_api_key", repr(error)
        credits = sg.request("GET", "/v1/credits")
        assert "credits_used" in credits, credits
        return {"credits_used": credits["credits_used"]}


def oauth_once() -> dict:
    token_requests = 0

    import httpx

    class Counting(httpx.HTTPTransport):
        def handle_request(self, request: httpx.Request) -> httpx.Response:
            nonlocal token_requests
            if request.url.path == "/v1/oauth/token":
                token_requests += 1
            return super().handle_request(request)

    credentials = OAuthClient(ENV["OAUTH_CLIENT_ID"], ENV["OAUTH_CLIENT_SECRET"], scope="graph:read")
    with Skillgraph(URL, credentials, transport=Counting()) as sg:
        for q in ("python", "nursing"):
            assert search_skills.sync(client=sg.graph, q=q).skills is not None
        assert token_requests == 1, token_requests
        try:
            sg.request("GET", f"/v1/organisations/{ENV['OAUTH_ORGANISATION_ID']}")
            raise AssertionError("the graph scope reached management")
        except SkillgraphError as error:
            assert error.status == 403, repr(error)
    return {"token_requests": token_requests}


def quota_429() -> dict:
    with Skillgraph(URL, ApiKey(ENV["LIMITED_API_KEY"])) as sg:
        try:
            sg.request("GET", "/v1/search/skill", params={"q": "python"})
        except SkillgraphError as error:
            assert error.status == 429 and error.code == "rate_limit_exceeded", repr(error)
            assert "reset_at" in (error.details or {}), error.details
            return {"reset_at": error.details["reset_at"]}
        raise AssertionError("no 429")


def asynchronous() -> dict:
    async def run() -> dict:
        async with AsyncSkillgraph(URL, ApiKey(ENV["API_KEY"])) as sg:
            found, record = await asyncio.gather(
                search_skills.asyncio(client=sg.graph, q="soins infirmiers", limit=2),
                sg.request("GET", "/v1/occupations/rome%3AJ1506"),
            )
            assert found.skills, found
            assert record["uri"] == "graph://occupation/rome-J1506", record["uri"]
            members = [m async for m in sg.collection(f"/v1/organisations/{ENV['ORGANISATION_ID']}/teams", itemsPerPage=5)]
            assert len(members) >= 1
            return {"skills": len(found.skills), "teams": len(members)}

    return asyncio.run(run())


SCENARIOS = {
    f.__name__: f
    for f in (
        search_record_crosswalk,
        matching,
        parse_pdf,
        typed_error,
        paging_with_bearer,
        bearer_refresh,
        keys_and_credits,
        oauth_once,
        quota_429,
        asynchronous,
    )
}

if __name__ == "__main__":
    for name in sys.argv[1:] or list(SCENARIOS):
        result = SCENARIOS[name]()
        print(json.dumps({"scenario": name, "ok": True, **result}), flush=True)
