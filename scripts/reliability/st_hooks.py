"""Schemathesis hooks for the skillgraph harness (loaded through SCHEMATHESIS_HOOKS by schemathesis.ts).

One auth provider for every operation, choosing the credential from the operation's own OpenAPI
`security` (or the document's):
  * graph document (SG_GROUP=graph): the tenant API key (x-api-key) whenever ApiKey is accepted;
  * management document: SG_MANAGEMENT_AUTH (`bearer`, default, or `key`) first when the operation
    accepts it, the other credential otherwise;
  * operations whose security is empty (`[]`: login, refresh, public plans, health) get no credential.
The Bearer token is refreshed through POST /auth/refresh (rotating refresh token) every 10 minutes,
before its 15-minute life ends, so long (--deep) runs keep working; it is not re-fetched on 401,
since the fuzzed auth routes answer 401 by design. Login is never re-used, so the login throttle that
fuzzing /auth/login trips for 127.0.0.1 does not lock the harness out.

A second hook keeps the run's organisation on the unlimited plan: after any successful plan change
(downgrade-to-free, dev-checkout...), it switches back to omni, so later calls are never refused for
credits (429 quota_exhausted) because of what an earlier fuzzed call did.

A third hook gives the management upload routes (multipart `files`, an array of binaries) a real
document half of the time, so that they reach their 201s: the configuration's dictionaries cannot,
since schemathesis sends a bound `files[*]` as a plain field rather than a file.

Environment: SG_BASE_URL, SG_GROUP, SG_API_KEY, SG_ACCESS_TOKEN, SG_REFRESH_TOKEN, SG_MANAGEMENT_AUTH,
SG_ORGANISATION_ID, SG_DOCUMENTS (a JSON array of plain-text documents).
"""

from __future__ import annotations

import json
import os
import threading
import urllib.request

import schemathesis
from hypothesis import strategies as st

_lock = threading.Lock()
_state = {
    "access": os.environ.get("SG_ACCESS_TOKEN", ""),
    "refresh": os.environ.get("SG_REFRESH_TOKEN", ""),
    "fetched": 0,
}


def _refresh_bearer() -> str:
    """The current access token; from the second call on (every refresh_interval) a rotated one."""
    with _lock:
        _state["fetched"] += 1
        if _state["fetched"] == 1 or not _state["refresh"]:
            return _state["access"]
        request = urllib.request.Request(
            os.environ["SG_BASE_URL"].rstrip("/") + "/auth/refresh",
            data=json.dumps({"refresh_token": _state["refresh"]}).encode(),
            headers={"content-type": "application/json"},
            method="POST",
        )
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                body = json.loads(response.read())
            _state["access"] = body["access_token"]
            _state["refresh"] = body.get("refresh_token", _state["refresh"])
        except Exception as exc:  # keep the old token; the run reports 401s if it really expired
            print(f"[st_hooks] token refresh failed: {exc}", flush=True)
        return _state["access"]


def _schemes(operation) -> list[set[str]]:
    raw = operation.definition.raw
    security = raw.get("security")
    if security is None:
        security = operation.schema.raw_schema.get("security", [])
    return [set(requirement) for requirement in security if isinstance(requirement, dict)]


@schemathesis.auth(refresh_interval=600, retry_on=[])
class SkillgraphAuth:
    def get(self, case, context):
        return {"key": os.environ.get("SG_API_KEY", ""), "bearer": _refresh_bearer()}

    def set(self, case, data, context):
        requirements = _schemes(context.operation)
        offered = set().union(*requirements) if requirements else set()
        if not offered:
            return
        if os.environ.get("SG_GROUP") == "graph":
            order = ["ApiKey", "Bearer"]
        elif os.environ.get("SG_MANAGEMENT_AUTH", "bearer") == "key":
            order = ["ApiKey", "Bearer"]
        else:
            order = ["Bearer", "ApiKey"]
        chosen = next((scheme for scheme in order if scheme in offered), None)
        if case.headers is None:
            case.headers = {}
        # Never send both: the service lets x-api-key win over Authorization.
        for name in list(case.headers):
            if name.lower() in ("x-api-key", "authorization"):
                del case.headers[name]
        if chosen == "ApiKey":
            case.headers["x-api-key"] = data["key"]
        elif chosen == "Bearer":
            case.headers["Authorization"] = f"Bearer {data['bearer']}"


def _restore_plan() -> None:
    organisation = os.environ.get("SG_ORGANISATION_ID")
    if not organisation:
        return
    request = urllib.request.Request(
        f"{os.environ['SG_BASE_URL'].rstrip('/')}/v1/organisations/{organisation}/organisationPlans/dev-checkout",
        data=json.dumps({"plan_code": "omni"}).encode(),
        headers={"content-type": "application/json", "authorization": f"Bearer {_state['access']}"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            response.read()
    except Exception as exc:
        print(f"[st_hooks] could not restore the omni plan: {exc}", flush=True)


@schemathesis.hook
def after_call(context, case, response):
    if os.environ.get("SG_GROUP") != "management" or case.method.upper() != "POST":
        return
    if "/organisationPlans/" in case.operation.path and response.status_code < 300:
        _restore_plan()


@schemathesis.hook("flatmap_body")
def real_documents(context, body):
    """Half of the generated upload bodies carry one of the harness's real text documents."""
    documents = json.loads(os.environ.get("SG_DOCUMENTS", "[]"))
    if not (isinstance(body, dict) and isinstance(body.get("files"), list) and documents):
        return st.just(body)
    real = st.sampled_from(documents).map(lambda text: {**body, "files": [text.encode()]})
    return st.one_of(st.just(body), real)
