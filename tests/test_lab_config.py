"""JupyterLab's set-up for teaching: tools/configure_lab.py and gametheory_helpers.autosetup."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from gametheory_helpers import autosetup

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import configure_lab  # noqa: E402

SKIP = {"slideshow": {"slide_type": "skip"}}
# The function as jupyterlab-slideshow 0.3.4 ships it (minified), inside some other code.
BUNDLE = (
    "x=1;class A{_getSlideType(e){return(M(e,g.MW.slideshow)||I)[g.MW.slideType]||null}"
    "_other(e){return e}}"
)
# The other pieces of that bundle that configure_lab patches, verbatim.
DECK_CODE = "".join(patch.find for patch in configure_lab.PATCHES)
# The widget manager's notebook class as @jupyter-widgets/jupyterlab-manager 5.0 ships it.
WIDGET_MANAGER = (
    "class W{constructor(s){this._settings=s,"
    'this._context={model:{dirty:!1,getMetadata:()=>["a","b"]}},'
    "this.context={sessionContext:{ready:Promise.resolve()}},this.models=[],this._restoredStatus=!1,"
    "this._restored={emit:()=>{}}}"
    "async set_state(s){await this.notebookDelay;for(const m of s)this.register_model(m)}"
    'async _loadFromNotebook(e){let t=e.getMetadata("widgets");if(t){await this.set_state(t)}}'
    "async _loadFromKernel(){await this.kernelLoad()}kernelLoad(){}"
    "register_model(e){this.models.push(e),this.setDirty()}"
    "setDirty(){this._settings.saveState&&(this._context.model.dirty=!0)}"
    # the shipped restore, word for word (the bundle of @jupyter-widgets/jupyterlab-manager)
    + next(p.find for p in configure_lab.WIDGET_PATCHES if p.name == "notebook-models")
    + "}"
    # its widget view's renderer, with the shipped wait for a model word for word
    + "class R{constructor(m){this._manager={promise:m},this.mimeType='w',this.node={},"
    "this._rerenderMimeModel=null}addClass(){}"
    "async renderModel(e){let t,i,r=e.data[this.mimeType];"
    'this.node.textContent="Loading widget...";let o=await this._manager.promise;'
    + next(p.find for p in configure_lab.WIDGET_PATCHES if p.name == "late-model")
    + 'this.node.textContent="Error displaying widget: model not found",'
    'this.addClass("jupyter-widgets");return}this._rerenderMimeModel=e;return}'
    'this._rerenderMimeModel=null;this.node.textContent="drawn "+t}}'
)


def _widget_manager_bundle(prefix: Path) -> Path:
    static = prefix / configure_lab.WIDGET_MANAGER
    static.mkdir(parents=True)
    (static / "160.js").write_text(WIDGET_MANAGER, encoding="utf-8")
    return static / "160.js"


class Shell:
    """Records what an IPython shell would run."""

    def __init__(self) -> None:
        self.ran: list[tuple[str, bool, bool]] = []

    def run_cell(self, source: str, store_history: bool, silent: bool) -> None:
        self.ran.append((source, store_history, silent))


def _notebook(path: Path, *cells) -> Path:
    nbformat.write(nbformat.v4.new_notebook(cells=list(cells)), path)
    return path


def test_setup_source_is_the_first_code_cell_when_skipped_and_importing_the_package():
    code = nbformat.v4.new_code_cell
    title = nbformat.v4.new_markdown_cell("# T")
    setup = code("from gametheory_helpers import mex", metadata=SKIP)
    nb = nbformat.v4.new_notebook
    assert autosetup.setup_source(nb(cells=[title, setup, code("x = 1")])) == setup.source
    shown = code("from gametheory_helpers import mex", metadata={"slideshow": {"slide_type": "-"}})
    assert autosetup.setup_source(nb(cells=[title, shown])) is None  # on a slide: run by hand
    assert autosetup.setup_source(nb(cells=[code("import os", metadata=SKIP)])) is None
    assert autosetup.setup_source(nb(cells=[code("x = 1"), setup])) is None  # not the first
    assert autosetup.setup_source(nb(cells=[title])) is None


def test_extension_runs_the_set_up_cell_of_the_session_notebook(tmp_path, monkeypatch):
    setup = nbformat.v4.new_code_cell("import gametheory_helpers as g", metadata=SKIP)
    path = _notebook(tmp_path / "chapter.ipynb", setup, nbformat.v4.new_code_cell("g.mex([0])"))
    monkeypatch.setenv(autosetup.SESSION_VARIABLE, str(path))
    shell = Shell()
    autosetup.load_ipython_extension(shell)
    assert shell.ran == [("import gametheory_helpers as g", False, True)]


CHAPTERS = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted(
    (ROOT / "notebooks" / "zh").glob("*.ipynb")
)


def test_the_json_of_every_chapter_gives_the_set_up_cell_nbformat_gives():
    found = 0
    for path in CHAPTERS:
        as_json = autosetup.setup_source(json.loads(path.read_text(encoding="utf-8")))
        assert as_json == autosetup.setup_source(nbformat.read(path, as_version=4)), path.name
        found += as_json is not None
    assert found >= 20, f"only {found} chapters have a set-up cell"


@pytest.mark.parametrize("value", [None, "notebook.ipynb", [], 5])
def test_setup_source_refuses_what_is_not_a_notebook(value):
    with pytest.raises(TypeError, match="notebook"):
        autosetup.setup_source(value)


def test_a_kernel_loading_the_extension_imports_neither_nbformat_nor_jsonschema(tmp_path):
    """The extension runs at every kernel's start: nbformat would bring jsonschema, whose IRI
    checker compiles its grammars on import (about a second of every kernel's start)."""
    path = _notebook(
        tmp_path / "chapter.ipynb",
        nbformat.v4.new_code_cell("import gametheory_helpers as g", metadata=SKIP),
    )
    probe = (
        "import sys\n"
        "from gametheory_helpers import autosetup\n"
        "class Shell:\n"
        "    def run_cell(self, source, **options): print('ran', source)\n"
        "autosetup.load_ipython_extension(Shell())\n"
        "print(sorted(m for m in ('nbformat', 'jsonschema') if m in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        env={**os.environ, autosetup.SESSION_VARIABLE: str(path), "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.stdout.splitlines() == ["ran import gametheory_helpers as g", "[]"], (
        done.stdout + done.stderr
    )


@pytest.mark.parametrize("session", [None, "", "missing.ipynb", "notes.txt", "broken.ipynb"])
def test_extension_leaves_other_kernels_alone(tmp_path, monkeypatch, session):
    (tmp_path / "broken.ipynb").write_text("{not json", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("import gametheory_helpers", encoding="utf-8")
    if session is None:
        monkeypatch.delenv(autosetup.SESSION_VARIABLE, raising=False)
    else:
        monkeypatch.setenv(autosetup.SESSION_VARIABLE, str(tmp_path / session) if session else "")
    shell = Shell()
    autosetup.load_ipython_extension(shell)
    assert shell.ran == []


def test_configure_writes_everything_once_and_check_agrees(tmp_path):
    static = tmp_path / configure_lab.SLIDESHOW
    static.mkdir(parents=True)
    (static / "506.js").write_text(BUNDLE + DECK_CODE, encoding="utf-8")
    (static / "other.js").write_text("unrelated()", encoding="utf-8")
    overrides = tmp_path / "share/jupyter/lab/settings/overrides.json"
    overrides.parent.mkdir(parents=True)
    overrides.write_text(json.dumps({"some-plugin": {"keep": 1}}), encoding="utf-8")
    widgets = _widget_manager_bundle(tmp_path)

    assert configure_lab.configure(tmp_path, check=True) != []
    assert configure_lab.configure(tmp_path) == []
    assert configure_lab.configure(tmp_path, check=True) == []
    patched = (static / "506.js").read_text(encoding="utf-8")
    assert configure_lab.configure(tmp_path) == []  # idempotent
    assert (static / "506.js").read_text(encoding="utf-8") == patched

    settings = json.loads(overrides.read_text(encoding="utf-8"))
    assert settings["some-plugin"] == {"keep": 1}
    assert settings["@jupyter-widgets/jupyterlab-manager:plugin"] == {"saveState": True}
    kernel = (tmp_path / "etc/ipython/ipython_kernel_config.py").read_text(encoding="utf-8")
    assert '"gametheory_helpers.autosetup"' in kernel
    assert patched.startswith("x=1;class A{_getSlideType(e){let t=")
    assert "_other(e){return e}}" in patched
    for patch in configure_lab.PATCHES:
        assert patch.find not in patched or patch.find in patch.replace
        assert patched.count(patch.mark) == 1
    assert patched.count(json.dumps(configure_lab.DECK_CSS)) == 1
    for patch in configure_lab.WIDGET_PATCHES:
        assert widgets.read_text(encoding="utf-8").count(patch.mark) == 1
    assert "c.InteractiveShellApp" in kernel and "IPythonKernel.language_info" in kernel
    # `make lab LANG=zh`: the same overrides, and JupyterLab's menus in Chinese
    chinese = tmp_path / configure_lab.CHINESE_SETTINGS / "overrides.json"
    chinese = json.loads(chinese.read_text(encoding="utf-8"))
    assert chinese["@jupyterlab/translation-extension:plugin"] == {"locale": "zh_CN"}
    assert chinese["@jupyter-widgets/jupyterlab-manager:plugin"] == {"saveState": True}
    assert "@jupyterlab/translation-extension:plugin" not in settings  # English unchanged
    # no autosave in either edition: Discard keeps the file as it was (README)
    for edition in (settings, chinese):
        assert edition["@jupyterlab/docmanager-extension:plugin"] == {"autosave": False}


def test_patched_slide_type_reads_dash_as_continue(tmp_path):
    """Run the patched function: "-" becomes null, other slide types stay."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    patched, failed = configure_lab._patch_bundle(BUNDLE)
    assert failed == [patch.name for patch in configure_lab.PATCHES]  # only its first part
    page = (
        "const document={createElement:()=>({dataset:{}}),head:{appendChild(){}}};"
        "setInterval=()=>0;"  # the deck's fit script polls; a timer would keep node running
    )
    script = (
        page
        + patched
        + (
            ";const g={MW:{slideshow:'slideshow',slideType:'slide_type'}},I={};"
            "const M=(cell,key)=>cell[key];const a=new A();"
            "console.log(JSON.stringify(['-','slide','fragment',undefined].map("
            "t=>a._getSlideType({slideshow:{slide_type:t}}))))"
        )
    )
    result = subprocess.run([node, "-e", script], capture_output=True, text=True, check=True)
    assert json.loads(result.stdout) == [None, "slide", "fragment", None]


def _patched_widget_manager(prefix: Path) -> tuple[str, str]:
    """``node`` and the stand-in widget manager's bundle patched (skip without node)."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    bundle = _widget_manager_bundle(prefix)
    assert configure_lab._patch_widget_manager(prefix, check=False) == []
    return node, bundle.read_text(encoding="utf-8")


def test_restored_widgets_leave_the_notebook_clean_and_new_ones_mark_it(tmp_path):
    """Run the patched widget manager: restoring stored models is no change, a new one is."""
    node, patched = _patched_widget_manager(tmp_path)
    script = patched + (
        ";(async()=>{const w=new W({saveState:!0}),out=[];"
        "await w._loadFromNotebook({getMetadata:()=>['a','b']});out.push(w._context.model.dirty);"
        "w.register_model('c');out.push(w._context.model.dirty);"
        "const u=new W({saveState:!0});u.register_model('d');out.push(u._context.model.dirty);"
        "console.log(JSON.stringify(out))})()"
    )
    result = subprocess.run([node, "-e", script], capture_output=True, text=True, check=True)
    assert json.loads(result.stdout) == [False, True, True]
    unpatched = WIDGET_MANAGER + script[len(patched) :]
    result = subprocess.run([node, "-e", unpatched], capture_output=True, text=True, check=True)
    assert json.loads(result.stdout)[0] is True  # what the shipped code did


def test_the_notebooks_widgets_are_restored_whatever_the_kernel_does_meanwhile(tmp_path):
    """Run the patched restore: a restore of the kernel's models (the kernel connected again)
    that ends while the notebook's stored models are still being created leaves the widgets
    unrestored until they exist; a first restore whose kernel part fails still creates them;
    a notebook restore that failed (its comm-info request cancelled by a kernel restart) is
    done by the next kernel restore, not declared done without the models. The shipped code
    did none of these (``test_browser.py`` sees the first and the last in a real page)."""
    node, patched = _patched_widget_manager(tmp_path)
    script = patched + (
        ";(async()=>{const out=[],nb={getMetadata:()=>['a','b']};"
        "const w=new W({saveState:!0});let release;"
        "w.notebookDelay=new Promise(r=>{release=r});"
        "const first=w.restoreWidgets(nb);await new Promise(r=>setTimeout(r,10));"
        "const again=w.restoreWidgets(nb,{loadKernel:!0,loadNotebook:!1});"
        "await new Promise(r=>setTimeout(r,10));out.push([w._restoredStatus,w.models.length]);"
        "release();await first;await again;out.push([w._restoredStatus,w.models.length]);"
        "const u=new W({saveState:!0});u.kernelLoad=()=>{throw Error('Kernel not set')};"
        "const warn=console.warn;console.warn=()=>{};await u.restoreWidgets(nb);"
        "console.warn=warn;out.push([u._restoredStatus,u.models.length]);"
        "const v=new W({saveState:!0});v.notebookDelay=Promise.reject(Error('Canceled future'));"
        "console.warn=()=>{};await v.restoreWidgets(nb);console.warn=warn;"
        "out.push([v._restoredStatus,v.models.length]);v.notebookDelay=null;"
        "await v.restoreWidgets(nb,{loadKernel:!0,loadNotebook:!1});"
        "out.push([v._restoredStatus,v.models.length]);"
        "console.log(JSON.stringify(out))})()"
    )
    result = subprocess.run([node, "-e", script], capture_output=True, text=True, check=True)
    assert json.loads(result.stdout) == [[False, 0], [True, 2], [True, 2], [False, 0], [True, 2]]
    unpatched = WIDGET_MANAGER + script[len(patched) :]
    result = subprocess.run([node, "-e", unpatched], capture_output=True, text=True, check=True)
    shipped = [[True, 0], [True, 2], [False, 0], [False, 0], [True, 0]]
    assert json.loads(result.stdout) == shipped


def test_a_view_whose_wait_ends_as_its_model_is_restored_draws_it(tmp_path):
    """Run the patched renderer: the manager's 2 s wait for a model fails just as the restore
    creates the model and ends (the model exists, the widgets count as restored); the view
    draws the model instead of "model not found" for good, as the shipped code showed (once
    in a fresh run of ``test_browser.py``). A model that is missing after the restore still
    says so; one missing before it waits for the restore."""
    node, patched = _patched_widget_manager(tmp_path)
    script = patched + (
        ";(async()=>{const out=[];"
        "const late={_models:{},restoredStatus:!1,has_model(id){return id in this._models},"
        "async get_model(id){if(id in this._models)return this._models[id];"
        "this._models[id]='the model',this.restoredStatus=!0;"
        "throw Error('widget model not found')}};"
        "const r=new R(Promise.resolve(late));await r.renderModel({data:{w:{model_id:'a'}}});"
        "out.push(r.node.textContent);"
        "const gone={_models:{},restoredStatus:!0,has_model(id){return id in this._models},"
        "async get_model(){throw Error('widget model not found')}};"
        "const s=new R(Promise.resolve(gone));await s.renderModel({data:{w:{model_id:'b'}}});"
        "out.push(s.node.textContent);gone.restoredStatus=!1;"
        "const u=new R(Promise.resolve(gone));await u.renderModel({data:{w:{model_id:'c'}}});"
        "out.push(u._rerenderMimeModel!==null);"
        "console.log(JSON.stringify(out))})()"
    )
    result = subprocess.run([node, "-e", script], capture_output=True, text=True, check=True)
    missing = "Error displaying widget: model not found"
    assert json.loads(result.stdout) == ["drawn the model", missing, True]
    unpatched = WIDGET_MANAGER + script[len(patched) :]
    result = subprocess.run([node, "-e", unpatched], capture_output=True, text=True, check=True)
    assert json.loads(result.stdout) == [missing, missing, True]  # what the shipped code did


def test_a_bundle_patched_by_an_earlier_version_gets_the_current_patch(tmp_path):
    """A ``.venv`` configured before a patch changed: ``make`` puts the current one in place
    of the earlier (``SUPERSEDED``), and the check passes only then."""
    patch = next(p for p in configure_lab.WIDGET_PATCHES if p.name == "notebook-models")
    bundle = _widget_manager_bundle(tmp_path)
    (earlier,) = configure_lab.SUPERSEDED["notebook-models"]
    bundle.write_text(WIDGET_MANAGER.replace(patch.find, earlier), encoding="utf-8")
    assert configure_lab._patch_widget_manager(tmp_path, check=True) != []
    assert configure_lab._patch_widget_manager(tmp_path, check=False) == []
    text = bundle.read_text(encoding="utf-8")
    assert patch.replace in text and earlier not in text
    assert configure_lab._patch_widget_manager(tmp_path, check=True) == []


def test_configure_refuses_a_bundle_it_does_not_know(tmp_path):
    static = tmp_path / configure_lab.SLIDESHOW
    static.mkdir(parents=True)
    (static / "506.js").write_text("class A{_getSlideType(e){return e.type}}", encoding="utf-8")
    problems = configure_lab.configure(tmp_path)
    assert any("not patched" in problem for problem in problems)


def test_kernels_report_language_info_as_the_notebooks_store_it():
    """JupyterLab marks a notebook modified when the kernel's language_info differs from it."""
    script = (
        "from traitlets.config import Config\nc = Config()\n"
        + configure_lab.KERNEL_CONFIG
        + "\nimport json\nprint(json.dumps(IPythonKernel.language_info))"
    )
    reported = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        stored = nbformat.read(path, as_version=4).metadata.get("language_info")
        assert stored == json.loads(reported), path.name


def test_nbgrader_is_disabled_in_a_readers_jupyterlab(tmp_path):
    """nbgrader (the course) installed: a reader's JupyterLab loads neither its server
    extensions nor its lab extension (menus, Validate button); the hub enables them."""
    page = tmp_path / configure_lab.NO_NBGRADER_LAB
    page.parent.mkdir(parents=True)
    page.write_text(json.dumps({"disabledExtensions": {"other": True}}), encoding="utf-8")
    first = configure_lab.configure(tmp_path)  # (no slideshow bundles here: reported)
    assert configure_lab.configure(tmp_path) == first  # idempotent
    ours = (configure_lab.NO_NBGRADER_SERVER, configure_lab.NO_NBGRADER_LAB)
    assert not any(name in problem for problem in first for name in ours)
    disabled = json.loads(page.read_text(encoding="utf-8"))["disabledExtensions"]
    assert disabled == {"other": True, "@jupyter/nbgrader": True}
    # Jupyter reads them so, with nbgrader's own nbgrader.json in the same folder (read first)
    folder = tmp_path / "etc/jupyter/jupyter_server_config.d"
    (folder / "nbgrader.json").write_text(
        json.dumps(
            {
                "ServerApp": {
                    "jpserver_extensions": dict.fromkeys(
                        configure_lab.NBGRADER_SERVER_EXTENSIONS, True
                    )
                }
            }
        ),
        encoding="utf-8",
    )
    env = dict(os.environ, JUPYTER_CONFIG_PATH=str(tmp_path / "etc/jupyter"))
    code = (
        "from jupyter_core.paths import jupyter_config_path\n"
        "from jupyter_server.extension.config import ExtensionConfigManager\n"
        "m = ExtensionConfigManager(read_config_path=jupyter_config_path())\n"
        "print(sorted(k for k, v in m.get_jpserver_extensions().items() if v))\n"
    )
    kwargs = dict(env=env, capture_output=True, text=True, timeout=120)
    servers = subprocess.run([sys.executable, "-c", code], **kwargs)
    assert servers.returncode == 0, servers.stderr
    assert "nbgrader" not in servers.stdout and "jupyterlab" in servers.stdout
    labs = subprocess.run([sys.executable, "-m", "jupyter", "labextension", "list"], **kwargs)
    plain = re.sub(r"\x1b\[[0-9;]*m", "", labs.stdout + labs.stderr)
    assert re.search(r"@jupyter/nbgrader v\S+ +disabled", plain), plain


def test_patching_an_installed_file_leaves_the_installers_cache_alone(tmp_path):
    # uv hard-links installed files to its cache: configure_lab patched the deck's bundle,
    # and the settings files, through the link, in the cache and every environment using it
    import doctest

    runner = doctest.DocTestRunner()
    for example in doctest.DocTestFinder().find(configure_lab.replace_text, module=configure_lab):
        runner.run(example)
    assert runner.tries > 0 and runner.failures == 0
    cache, installed = tmp_path / "cache.json", tmp_path / "etc" / "installed.json"
    installed.parent.mkdir()
    cache.write_text('{"ServerApp": {}}\n')
    cache.chmod(0o640)
    os.link(cache, installed)
    assert configure_lab._write_json(installed, {"ServerApp": {"a": 1}}, check=False) == []
    assert cache.read_text() == '{"ServerApp": {}}\n'
    assert json.loads(installed.read_text()) == {"ServerApp": {"a": 1}}
    assert installed.stat().st_mode & 0o777 == 0o640
    assert not list(installed.parent.glob(".*"))  # no temporary file left behind
