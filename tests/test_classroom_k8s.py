"""The classroom on Kubernetes, checked offline (no Docker, no cluster needed).

classroom/k8s/config.yaml (Zero to JupyterHub values), classroom/k8s/exchange.yaml (what the
chart does not create) and classroom/k8s/Dockerfile (the single-user image) must agree with
the chart's values schema, with pyproject.toml and with the one-machine hub.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import tomllib
from pathlib import Path
from typing import Any

import pytest
import yaml
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent
K8S = ROOT / "classroom" / "k8s"
CHART_VERSION = "4.4.0"
COURSE_ID = "gametheory"
EXCHANGE_ROOT = "/srv/nbgrader/exchange"


def load_yaml(path: Path) -> Any:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


CONFIG = load_yaml(K8S / "config.yaml")
KEY_TREE = load_yaml(ROOT / "tests" / "data" / "z2jh_values_keys.yaml")
MANIFESTS = list(yaml.safe_load_all((K8S / "exchange.yaml").read_text(encoding="utf-8")))
DOCKERFILE = (K8S / "Dockerfile").read_text(encoding="utf-8")


def unknown_keys(values: Any, tree: Any, prefix: str = "") -> list[str]:
    """The key paths of ``values`` that the chart's key tree does not know.

    ``tree`` is tests/data/z2jh_values_keys.yaml: a mapping of known keys, ``None`` for a leaf,
    ``"**"`` for an open object, a ``"*"`` key for any name.

    >>> unknown_keys({"cull": {"enabled": True, "timout": 1}}, {"cull": {"enabled": None}})
    ['cull.timout']
    """
    if tree == "**" or not isinstance(values, dict):
        return []
    if not isinstance(tree, dict):
        return [f"{prefix}{key}" for key in values]  # a leaf given sub-keys
    found = []
    for key, value in values.items():
        subtree = tree[key] if key in tree else tree.get("*", KeyError)
        if subtree is KeyError:
            found.append(f"{prefix}{key}")
        else:
            found += unknown_keys(value, subtree, f"{prefix}{key}.")
    return found


def manifest(kind: str, name: str) -> dict:
    matches = [m for m in MANIFESTS if m["kind"] == kind and m["metadata"]["name"] == name]
    assert len(matches) == 1, (kind, name)
    return matches[0]


# -- config.yaml against the chart ---------------------------------------------------------


def test_config_parses_to_the_chart_sections():
    assert isinstance(CONFIG, dict)
    assert {"hub", "singleuser", "cull"} <= set(CONFIG)


def test_every_key_of_the_config_is_known_to_the_chart():
    assert unknown_keys(CONFIG, KEY_TREE) == []


@pytest.mark.parametrize(
    ("values", "unknown"),
    [
        ({"singleuser": {"memmory": {"limit": "1G"}}}, ["singleuser.memmory"]),
        ({"singleuser": {"storage": {"extraVolumes": [], "mountPath": "/x"}}}, None),
        ({"hub": {"loadGroups": {}}}, ["hub.loadGroups"]),  # not a chart key: hub.config
        ({"cull": {"enabled": {"really": True}}}, ["cull.enabled.really"]),
        ({"hub": {"services": {"any": {"thing": 1}}}}, []),  # an open object
        ({"hub": {"labels": {"a": "b"}}}, []),  # a pattern key
        ({"helm": {}}, ["helm"]),
    ],
)
def test_the_key_check_finds_invented_keys(values, unknown):
    if unknown is None:
        unknown = ["singleuser.storage.mountPath"]
    assert unknown_keys(values, KEY_TREE) == unknown


def test_the_key_data_names_its_source_and_the_chart_version():
    header = (ROOT / "tests" / "data" / "z2jh_values_keys.yaml").read_text(encoding="utf-8")
    assert "jupyterhub/zero-to-jupyterhub-k8s" in header and "values.schema.yaml" in header
    assert "02dd73df01bdbb6d602fed21b0be12565ab38080" in header
    assert CHART_VERSION in header


def test_the_chart_version_is_pinned_in_the_install_command():
    text = (K8S / "config.yaml").read_text(encoding="utf-8")
    assert f"Helm chart, version {CHART_VERSION}" in text
    assert f"jupyterhub/jupyterhub --version {CHART_VERSION}" in text


# -- the classroom's own rules ---------------------------------------------------------------


def exchange_mounts(volume_mounts: list[dict], volumes: list[dict]) -> list[str]:
    claims = {
        v["name"]
        for v in volumes
        if v.get("persistentVolumeClaim", {}).get("claimName") == "nbgrader-exchange"
    }
    return [m["mountPath"] for m in volume_mounts if m["name"] in claims]


def test_students_mount_the_shared_exchange_at_the_one_machine_path():
    storage = CONFIG["singleuser"]["storage"]
    assert exchange_mounts(storage["extraVolumeMounts"], storage["extraVolumes"]) == [EXCHANGE_ROOT]
    claim = manifest("PersistentVolumeClaim", "nbgrader-exchange")
    assert claim["spec"]["accessModes"] == ["ReadWriteMany"]
    environment = CONFIG["singleuser"]["extraEnv"]
    assert environment == {
        "GAMETHEORY_COURSE_ID": COURSE_ID,
        "GAMETHEORY_EXCHANGE_ROOT": EXCHANGE_ROOT,
    }
    config = 'os.environ.get("GAMETHEORY_{}", "{}")'
    assert "c.Exchange.root = " + config.format("EXCHANGE_ROOT", EXCHANGE_ROOT) in DOCKERFILE
    assert "c.CourseDirectory.course_id = " + config.format("COURSE_ID", COURSE_ID) in DOCKERFILE


def test_the_formgrader_is_a_service_for_the_instructors_group_only():
    hub = CONFIG["hub"]
    assert set(hub["services"]) == {COURSE_ID}
    roles_for_group = [
        role
        for role in hub["loadRoles"].values()
        if f"formgrade-{COURSE_ID}" in role.get("groups", [])
    ]
    assert len(roles_for_group) == 1
    (scopes,) = [role["scopes"] for role in roles_for_group]
    assert f"access:services!service={COURSE_ID}" in scopes
    # nothing that reaches other users' servers or administers the hub
    assert not [s for s in scopes if s.startswith(("admin", "access:servers", "servers"))]
    groups = hub["config"]["JupyterHub"]["load_groups"]
    assert set(groups) == {f"formgrade-{COURSE_ID}", f"nbgrader-{COURSE_ID}"}
    # the server behind the service: same name, same exchange, the course volume its own
    pod = manifest("Deployment", f"formgrader-{COURSE_ID}")["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    env = {e["name"]: e for e in container["env"]}
    assert env["JUPYTERHUB_SERVICE_NAME"]["value"] == COURSE_ID
    assert env["JUPYTERHUB_SERVICE_PREFIX"]["value"] == f"/services/{COURSE_ID}/"
    token = env["JUPYTERHUB_API_TOKEN"]["valueFrom"]["secretKeyRef"]
    assert token == {"name": "hub", "key": f"hub.services.{COURSE_ID}.apiToken"}
    assert exchange_mounts(container["volumeMounts"], pod["volumes"]) == [EXCHANGE_ROOT]
    service = manifest("Service", f"formgrader-{COURSE_ID}")
    port = service["spec"]["ports"][0]["port"]
    assert hub["services"][COURSE_ID]["url"] == f"http://formgrader-{COURSE_ID}:{port}"


def test_the_course_volume_is_mounted_by_no_student():
    text = yaml.safe_dump(CONFIG["singleuser"])
    assert f"formgrader-{COURSE_ID}-course" not in text


def test_the_collection_is_copied_without_overwriting():
    (shell, flag, script) = CONFIG["singleuser"]["lifecycleHooks"]["postStart"]["exec"]["command"]
    assert (shell, flag) == ("sh", "-c")
    copies = [part for part in script.split("&&") if part.strip().startswith("cp ")]
    assert len(copies) == 1 and "--update=none" in shlex.split(copies[0])
    assert shlex.split(copies[0])[-2:] == ["/srv/collection/.", "$HOME/gametheory/"]
    assert CONFIG["singleuser"]["defaultUrl"] == "/lab/tree/gametheory/00_index.ipynb"


def test_idle_servers_are_culled():
    assert CONFIG["cull"]["enabled"] is True
    assert 0 < CONFIG["cull"]["timeout"] <= 4 * 3600


def test_every_student_runs_under_a_uid_of_their_own():
    snippets = "\n".join(CONFIG["hub"]["extraConfig"].values())
    assert re.search(r"c\.KubeSpawner\.uid = lambda spawner: \d+ \+ spawner\.user\.id", snippets)


# -- the Dockerfile against pyproject.toml ---------------------------------------------------


def instructions(dockerfile: str) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) of a Dockerfile: continuation lines joined, comments dropped.

    >>> instructions("FROM a:1\\n# c\\nRUN x \\\\\\n    # inner\\n    && y\\n")
    [('FROM', 'a:1'), ('RUN', 'x && y')]
    """
    logical, current = [], ""
    for line in dockerfile.splitlines():
        stripped = line.strip()
        if stripped.startswith("#") or not stripped:
            continue
        current += " " + stripped.removesuffix("\\").strip()
        if not stripped.endswith("\\"):
            logical.append(current.strip())
            current = ""
    return [tuple(re.split(r"\s+", item, maxsplit=1)) for item in logical]  # type: ignore[misc]


def pip_installs(dockerfile: str) -> list[list[str]]:
    """The argument lists of every ``pip install`` of the Dockerfile's RUN lines."""
    found = []
    for name, args in instructions(dockerfile):
        if name != "RUN":
            continue
        lexer = shlex.shlex(args, posix=True, punctuation_chars=True)
        lexer.whitespace_split = True
        command: list[str] = []
        for word in [*lexer, ";"]:
            if word not in {"&&", ";", "||", "|"}:
                command.append(word)
                continue
            if command[:2] == ["pip", "install"] or command[:4] == [
                "python",
                "-m",
                "pip",
                "install",
            ]:
                found.append(command[command.index("install") + 1 :])
            command = []
    return found


PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_base_image_is_pinned():
    (base,) = [args for name, args in instructions(DOCKERFILE) if name == "FROM"]
    image, _, tag = base.partition(":")
    assert image == "quay.io/jupyter/base-notebook"
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", tag), f"pin a date tag, not {tag!r}"


def test_the_image_installs_exactly_the_notebooks_and_classroom_extras():
    installs = pip_installs(DOCKERFILE)
    packages = [[w for w in args if not w.startswith("-")] for args in installs]
    project = [p for args in packages for p in args if p.startswith("/tmp/gametheory")]
    assert project == ["/tmp/gametheory[notebooks,classroom]"]
    extras = set(re.search(r"\[(.*)\]", project[0]).group(1).split(","))
    assert extras == {"notebooks", "classroom"}
    assert extras <= set(PYPROJECT["project"]["optional-dependencies"])
    # anything else pip installs must carry pyproject's own pin, never a second one
    pins = {
        Requirement(r).name.lower(): Requirement(r).specifier
        for extra in extras
        for r in PYPROJECT["project"]["optional-dependencies"][extra]
    }
    for requirement in (p for args in packages for p in args if p not in project):
        parsed = Requirement(requirement)
        assert parsed.specifier == pins.get(parsed.name.lower()), requirement


def test_the_image_builds_the_octal_kernels_c_extension():
    runs = [args for name, args in instructions(DOCKERFILE) if name == "RUN"]
    compiler = [i for i, a in enumerate(runs) if "apt-get install" in a and " gcc " in a]
    install = [i for i, a in enumerate(runs) if "/tmp/gametheory[" in a]
    assert compiler and install and compiler[0] < install[0], "gcc before the install"
    assert "assert octal_sparse.HAVE_C" in runs[install[0]], "the build checks it was built"


def test_the_image_copies_the_package_and_the_student_editions_only():
    sources = []
    for name, args in instructions(DOCKERFILE):
        if name in {"COPY", "ADD"}:
            words = [w for w in shlex.split(args) if not w.startswith("--")]
            sources += words[:-1]
    allowed = {
        "pyproject.toml",
        "README.md",
        "LICENSE",
        "LICENSE-CONTENT",
        "gametheory_helpers",
        "tools/configure_lab.py",
        "build/student",
        "build/course/en/release",
        "build/course/zh/release",
    }
    assert set(sources) <= allowed, set(sources) - allowed
    # the instructor's side of the course, the full notebooks (worked solutions), the tests
    for forbidden in ("source", "autograded", "submitted", "feedback", "gradebook", "notebooks"):
        assert not any(forbidden in Path(s).parts or s == "." for s in sources), forbidden


def test_the_image_puts_the_collection_where_the_hook_copies_from():
    copies = [shlex.split(a) for n, a in instructions(DOCKERFILE) if n == "COPY"]
    destinations = {words[-2]: words[-1] for words in copies}
    assert destinations["build/student"] == "/srv/collection"


def test_students_get_no_formgrader_in_the_image():
    text = " ".join(args for name, args in instructions(DOCKERFILE) if name == "RUN")
    for extension in ("formgrader", "create-assignment"):
        assert f"labextension disable --level=sys_prefix @jupyter/nbgrader:{extension}" in text
        # ... and back on for the formgrader's server only
        pod = manifest("Deployment", f"formgrader-{COURSE_ID}")["spec"]["template"]["spec"]
        command = " ".join(pod["containers"][0]["command"])
        assert f"labextension enable --level=user @jupyter/nbgrader:{extension}" in command


def test_the_hub_image_tag_matches_the_formgrader_image():
    image = CONFIG["singleuser"]["image"]
    reference = f"{image['name']}:{image['tag']}"
    pod = manifest("Deployment", f"formgrader-{COURSE_ID}")["spec"]["template"]["spec"]
    for container in pod["containers"] + pod["initContainers"]:
        assert container["image"] == reference


# -- the same classroom as on one machine ----------------------------------------------------

HUB_CONFIG = ROOT / "classroom" / "jupyterhub_config.py"


def one_machine_config() -> Any:
    """classroom/jupyterhub_config.py loaded as JupyterHub loads it (nothing is started)."""
    from traitlets.config import Config

    config = Config()
    code = compile(HUB_CONFIG.read_text(encoding="utf-8"), str(HUB_CONFIG), "exec")
    exec(code, {"get_config": lambda: config, "__file__": str(HUB_CONFIG)})  # noqa: S102
    return config


@pytest.mark.skipif(not HUB_CONFIG.exists(), reason="the one-machine hub is not merged yet")
def test_service_groups_and_roles_agree_with_the_one_machine_hub(monkeypatch):
    for name in ("GAMETHEORY_COURSE_ID", "GAMETHEORY_EXCHANGE_ROOT", "GAMETHEORY_HUB_ADMIN_TOKEN"):
        monkeypatch.delenv(name, raising=False)
    # the config names the grader account's home (~grader-gametheory), made by `make classroom`
    real_expanduser = os.path.expanduser
    monkeypatch.setattr(
        os.path,
        "expanduser",
        lambda path: "/home/" + path[1:] if path.startswith("~grader-") else real_expanduser(path),
    )
    hub = one_machine_config().JupyterHub
    assert COURSE_ID in {service["name"] for service in hub.services}
    assert set(hub.load_groups) == set(CONFIG["hub"]["config"]["JupyterHub"]["load_groups"])
    local_roles = {role["name"]: role for role in hub.load_roles}
    for name, role in CONFIG["hub"]["loadRoles"].items():
        if "groups" in role:  # the roles of people: the same name, scopes and groups
            assert sorted(local_roles[name]["scopes"]) == sorted(role["scopes"]), name
            assert local_roles[name]["groups"] == role["groups"], name
    environment = one_machine_config().Spawner.environment
    for name, value in CONFIG["singleuser"]["extraEnv"].items():
        assert environment[name] == value, name
    assert one_machine_config().Spawner.default_url == CONFIG["singleuser"]["defaultUrl"]


# -- sizes from the measurement --------------------------------------------------------------

MEASURED = ROOT / "benchmarks" / "results" / "classroom_load.json"
UNITS = {"K": 1000, "M": 1000**2, "G": 1000**3, "Ki": 1024, "Mi": 1024**2, "Gi": 1024**3}


def memory_bytes(quantity: str | int) -> int:
    """A Kubernetes memory quantity in bytes.

    >>> memory_bytes("256M"), memory_bytes("1Gi"), memory_bytes(512)
    (256000000, 1073741824, 512)
    """
    match = re.fullmatch(r"(\d+)(Ki|Mi|Gi|K|M|G)?", str(quantity))
    if match is None:
        raise ValueError(f"quantity: a memory size like 256M or 1Gi, not {quantity!r}")
    return int(match.group(1)) * UNITS.get(match.group(2) or "", 1)


def test_memory_per_student_covers_what_the_load_test_measured():
    rows = json.loads(MEASURED.read_text(encoding="utf-8"))
    # pods share no library pages: a pod needs its server's RSS, not the PSS of one machine
    peak = max(max(row["pss_p95_mib"], row["rss_mean_mib"]) for row in rows) * 1024**2
    memory = CONFIG["singleuser"]["memory"]
    guarantee, limit = memory_bytes(memory["guarantee"]), memory_bytes(memory["limit"])
    # the scheduler reserves at least what a student's server used at the class's peak, and a
    # student may grow to several times that before the kernel is stopped
    assert peak <= guarantee <= 2 * peak, (peak, guarantee)
    assert limit >= 4 * guarantee


def test_cpu_per_student_packs_a_measured_class_on_a_two_core_node():
    rows = json.loads(MEASURED.read_text(encoding="utf-8"))
    largest = max(row["students"] for row in rows if row["lost_submissions"] == 0)
    guarantee = CONFIG["singleuser"]["cpu"]["guarantee"]
    assert largest * guarantee <= 2 < (largest + 5) * guarantee
