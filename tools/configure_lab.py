"""Configure JupyterLab inside a virtualenv for teaching from the collection (idempotent).

``make`` runs this after installing ``.venv``; nothing is written to the user's home.

0. **The Chinese edition's settings** (``PREFIX/share/jupyter/lab/settings-zh/``): the same
   overrides plus JupyterLab's language, ``zh_CN`` (the language pack
   ``jupyterlab-language-pack-zh-CN``); ``make lab LANG=zh`` passes this folder as
   ``--LabApp.app_settings_dir``, so the English ``make lab`` is unchanged.

1. **Settings overrides** (``PREFIX/share/jupyter/lab/settings/overrides.json``): the widget
   manager saves widget state into the notebook on save (``saveState``), so saving a chapter
   in JupyterLab keeps the state that ``tools/execute_notebooks.py`` stored; JupyterLab never
   asks to fetch its news (the pop-up would cover a presenter's navigation arrows); no
   autosave: a notebook is written only when its reader saves it, so *Discard* on closing
   keeps the file as it was (``make reset-chapter N=02`` restores a saved chapter).
2. **Set-up cell on kernel start** (``PREFIX/etc/ipython/ipython_kernel_config.py``): kernels
   load :mod:`gametheory_helpers.autosetup`, which runs a chapter's set-up cell when
   JupyterLab starts the chapter's kernel, so a presenter can run any slide first.
3. **jupyterlab-slideshow reads ``slide_type: "-"``**: version 0.3.4 treats only a *missing*
   ``slide_type`` as "continue the current slide" and hides cells marked ``"-"`` (the value
   JupyterLab, nbconvert and RISE write). Its bundled ``_getSlideType`` is patched to read
   ``"-"`` as missing; a bundle without that function fails loudly instead of silently.
4. **The deck, for a lecturer in a room** (further checked patches of the same bundle, each
   marked ``/*gametheory:NAME*/``; a bundle whose code differs fails ``--check``):

   - ``step``: every press of Space, ArrowRight or the on-screen arrow shows something new.
     The deck made a separate stop of each cell continuing a slide (only the blue bar moved),
     and ArrowRight jumped over subslides; now forward/back step like Space/Shift+Space and
     steps that change nothing on screen are passed over.
   - ``esc``: Esc on a clicked widget (a button, a menu) leaves the widget, staying on the
     slide; only a second Esc ends the talk (as Esc leaves a cell editor first).
   - ``session``: presenting does not stick. The deck kept ``active`` as a user setting, so a
     chapter whose session ended while presenting reopened in the deck; now starting the deck
     writes nothing and a stored ``active: true`` is reset instead of obeyed.
   - ``css``: text sized for projection, only while presenting (:data:`DECK_CSS`): body
     text 26 px and code 24 px at 1280 x 720 (more on larger screens, in proportion); widget
     text as large as the body text, labels, choices and hints whole, boards drawn in pixels
     grown with the text, no broken-link sign on a widget whose cell has not run yet
     (``tests/test_browser_widget_slides.py``; in the notebook, one sign on the whole widget
     instead of one on each of its parts, the one rule outside the deck); slides across the
     whole width, long code lines wrapped instead of cut; the notebook toolbar, transparent
     over the top of the slide, hidden and unclickable, and nothing under the deck (menus,
     side panels) clickable.
5. **Notebooks open unmodified.** The widget manager marked a notebook modified while it
   restored the widget models stored in the file (``setDirty`` on every registered model), so
   every chapter with saved widgets opened dirty; its bundle is patched (marks
   ``/*gametheory:clean-open*/``, ``/*gametheory:restoring*/``) so restored models do not
   count, while a widget created by running a cell still does. **Stored widgets always
   draw** (``/*gametheory:notebook-models*/``): a kernel connecting while the notebook's widget
   models were still being restored could declare them restored too early, and a view drawn
   then said "model not found" for good (seen on loaded machines); the kernel's restore now
   waits for the notebook's, and a notebook restore that failed (the kernel restarted while it
   waited) is tried again when the kernel connects. A view whose 2 s wait for its model ended
   just as the restore created it draws again instead of saying "model not found"
   (``/*gametheory:late-model*/``). And (kernel config)
   JupyterLab marks a notebook modified when the kernel's ``language_info`` differs from the
   stored one. ``tools/execute_notebooks.py`` stores it without the Python patch version (so
   that ``make execute`` gives the same file on every machine), so kernels started here report
   it without ``version`` too.

6. **No nbgrader in a reader's JupyterLab** (``PREFIX/etc/jupyter/``): the course's nbgrader
   server extensions and lab extension are disabled (``jupyter_server_config.d/
   zz_gametheory_reader.json``, ``labconfig/page_config.json``); the class's hub enables them.

Usage::

    python tools/configure_lab.py            # configure the running interpreter's prefix
    python tools/configure_lab.py --check    # exit 1 unless everything is in place
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

OVERRIDES = {
    "@jupyter-widgets/jupyterlab-manager:plugin": {"saveState": True},
    # no "get notified about official Jupyter news?" pop-up over a lecture's slides
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    # a chapter changes on disk only when its reader saves it (Ctrl+S): closing it with
    # "Discard" leaves the file as it was, not as autosave caught it two minutes earlier
    "@jupyterlab/docmanager-extension:plugin": {"autosave": False},
}
KERNEL_CONFIG = (
    "# Written by tools/configure_lab.py: run a chapter's set-up cell when its kernel starts.\n"
    'c.InteractiveShellApp.extensions = ["gametheory_helpers.autosetup"]\n'
    "# Report language_info as the notebooks store it (tools/execute_notebooks.py drops the\n"
    "# Python patch version): JupyterLab marks a notebook modified when the two differ.\n"
    "from ipykernel.ipkernel import IPythonKernel  # noqa: E402\n"
    "\n"
    "IPythonKernel.language_info = {\n"
    '    k: v for k, v in IPythonKernel.language_info.items() if k != "version"\n'
    "}\n"
)
SLIDESHOW = "share/jupyter/labextensions/jupyterlab-slideshow/static"
WIDGET_MANAGER = "share/jupyter/labextensions/@jupyter-widgets/jupyterlab-manager/static"
_SLIDE_TYPE = re.compile(r"_getSlideType\((\w+)\)\{return(\([^{}]*?\)\[[\w.$]+\])\|\|null\}")
_PATCHED = re.compile(r'_getSlideType\(\w+\)\{let \w+=[^{}]*;return"-"===')


# The deck's own text (see the module docstring), injected when its bundle loads.
DECK_CSS = """\
/* tools/configure_lab.py: the live deck sized for projection; the notebook untouched but
   for one rule (below: one broken-link sign to a widget) */
body[data-jp-deck-mode='presenting'] .jp-Deck.jp-NotebookPanel {
  --jp-content-font-size1: max(26px, 2.05vw);
  --jp-code-font-size: max(24px, 1.875vw);
  --jp-ui-font-size1: max(22px, 1.72vw);
  --jp-widgets-font-size: max(26px, 2.05vw);
  --jp-widgets-inline-height: max(42px, 3.3vw);
  --jp-widgets-inline-width: max(480px, 37.5vw);
  --jp-widgets-inline-label-width: max(140px, 11vw);
  --jp-widgets-input-padding: 6px;
  left: 1.5vw;
  right: 1.5vw;
}
/* widgets at slide size keep their whole labels: buttons and labels grow with their text
   (ipywidgets gives them fixed widths, which cut "You move first" to "You mov..." here) */
body[data-jp-deck-mode='presenting'] .jp-Deck .jupyter-button {
  width: auto;
  padding: 0 0.6em;
}
/* (a button given a width of its own, a coin of a board, keeps it: with this minimum the
   turning-corners coins overlapped into one bar a row) */
body[data-jp-deck-mode='presenting'] .jp-Deck .jupyter-button:not([style*='width']) {
  min-width: var(--jp-widgets-inline-width-short);
}
body[data-jp-deck-mode='presenting'] .jp-Deck .jupyter-button[style*='width'] {
  min-width: max-content;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .widget-gridbox .jupyter-button {
  padding: 0;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .widget-label {
  width: auto;
  min-width: var(--jp-widgets-inline-label-width);
  overflow: visible;
}
/* a widget whose cell has not run yet shows its stored state: without ipywidgets' red
   broken-link sign on each of its parts (run the cell, Ctrl+Enter, to play) */
body[data-jp-deck-mode='presenting'] .jp-Deck .jupyter-widgets-disconnected::before {
  display: none;
}
/* in the notebook (the one rule outside the deck): such a widget shows the sign once, on
   the whole widget, not on each of its parts (twenty on a play widget) */
.jp-OutputArea-output .jupyter-widgets-disconnected .jupyter-widgets-disconnected::before {
  display: none;
}
/* widget text as large as the slide's: no small print in a board (the widgets mark it
   gt-axis, gt-small: axis numbers at 0.7em, coin values at 0.85em), drop-downs as wide as
   their longest move, checkboxes to match the text, an HTML widget's lines spaced as text (not
   one input height each) */
body[data-jp-deck-mode='presenting'] .jp-Deck .widget-html-content :is(.gt-axis, .gt-small) {
  font-size: inherit !important;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .widget-html-content {
  line-height: 1.35;
  align-self: center;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .widget-html-content :is(p, h4, ul, ol, table) {
  margin-top: 0.2em;
  margin-bottom: 0.2em;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .widget-dropdown {
  width: auto !important;
  max-width: 100%;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .widget-dropdown > select {
  flex: 0 1 auto;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .widget-checkbox input[type='checkbox'] {
  width: 0.8em;
  height: 0.8em;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .widget-checkbox > .widget-label:empty {
  display: none;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .widget-textarea {
  width: auto !important;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .widget-textarea textarea {
  min-width: 8em;
  min-height: 4.2em;
}
/* boards drawn in pixels grow with the text: Wythoff's squares (gt-square: 22 px wide, under
   26 px text), the turning-corners grid (fixed columns: zoomed as a whole) */
body[data-jp-deck-mode='presenting'] .jp-Deck .widget-html-content td.gt-square {
  width: 1.3em !important;
  height: 1.3em !important;
  font-size: 1em !important;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .widget-gridbox {
  --jp-widgets-font-size: 14px;
  zoom: 1.9;
  white-space: nowrap;
}
/* a field's hint (placeholder; ipywidgets' empty one is a zero-width space) is read whole:
   the field grows to it and its row wraps */
body[data-jp-deck-mode='presenting'] .jp-Deck .widget-text input:not([placeholder='\\200b']) {
  field-sizing: content;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .widget-text:has(input:not([placeholder='\\200b'])) {
  width: auto !important;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .widget-hbox {
  flex-wrap: wrap;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .jp-RenderedHTMLCommon {
  font-size: var(--jp-content-font-size1);
  padding-right: 0;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .jp-Cell.jp-deck-mod-onscreen {
  width: 100%;
  max-width: none;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .cm-content,
body[data-jp-deck-mode='presenting'] .jp-Deck .jp-OutputArea-output pre {
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .cm-content {
  flex-shrink: 1;
}
body[data-jp-deck-mode='presenting'] .jp-Deck .jp-Cell.jp-deck-mod-onscreen {
  zoom: var(--gametheory-fit, 1);
}
/* the notebook toolbar is transparent in the deck but lay over the top 32 px of the slide: a
   click on the slide's first line pressed its invisible "+" (a new cell). Nothing invisible
   takes clicks: Esc, the deck's own buttons or the command palette end the talk. */
body[data-jp-deck-mode='presenting'] .jp-Deck .jp-NotebookPanel-toolbar {
  visibility: hidden;
  pointer-events: none;
}
/* nor what lies under the deck: once a talk was left with Esc and started again, a click at
   the top of a slide fell through to the hidden file browser's "New Folder" button */
body[data-jp-deck-mode='presenting']
  :is(#jp-top-panel, #jp-menu-panel, #jp-left-stack, #jp-right-stack, #jp-bottom-panel,
      .jp-SideBar) {
  pointer-events: none;
}
"""
# The smallest zoom the fit may use: 26 px text stays at least 20 px, the static decks' size.
FIT_FLOOR = 0.77
# Fit each slide to the screen (as reveal.js does): when the cells of a slide, all fragments
# laid out, reach below the window (their top is a few pixels down the page), they are zoomed
# out just enough, never below FIT_FLOOR.
# Polled every 100 ms, so it needs none of the deck's internals; refitted when the slide or
# the window changes (a fragment shown, too: its code is laid out as it appears), or when a
# slide grows after it was fitted (a figure or MathJax arriving late). A slide that has kept
# its height for FIT_SETTLE_MS since it was fitted is named in the panel's ``data-gt-fitted``
# (the indices of its cells on screen, ``/``, those of them shown, ``|``, the window's size):
# the tests wait for it (the deck's first slide with code grew a moment after it was shown).
FIT_SETTLE_MS = 400
DECK_FIT = (
    "(()=>{let last='',h=0,since=0;const fit=()=>{"
    "if(document.body.dataset.jpDeckMode!=='presenting'){last='';return}"
    "const p=document.querySelector('.jp-Deck.jp-NotebookPanel');if(!p)return;"
    "const all=[...p.querySelectorAll('.jp-Cell')],"
    "on=all.filter(c=>c.classList.contains('jp-deck-mod-onscreen'));if(!on.length)return;"
    "const key=on.map(c=>all.indexOf(c)).join()+'/'+on.filter(c=>c.classList.contains("
    "'jp-deck-mod-visible')).map(c=>all.indexOf(c)).join()+'|'+innerWidth+'x'+innerHeight,"
    "room=innerHeight-8,"
    "tall=()=>{const r=on.map(c=>c.getBoundingClientRect());"
    "return Math.max(...r.map(x=>x.bottom))-Math.min(0,...r.map(x=>x.top))},"
    "now=parseFloat(p.style.getPropertyValue('--gametheory-fit')||'1'),t=tall();"
    "if(key===last&&(t<=room+2||now<=FLOOR)){"
    "if(Math.abs(t-h)>1){h=t;since=performance.now();p.dataset.gtFitted='';return}"
    "if(performance.now()-since>=SETTLE)p.dataset.gtFitted=key;return}"
    "last=key;p.dataset.gtFitted='';"
    "const set=z=>p.style.setProperty('--gametheory-fit',String(z));set(1);"
    "const done=()=>{h=tall();since=performance.now()};"
    "if(tall()<=room)return done();let lo=FLOOR,hi=1;set(lo);if(tall()>room)return done();"
    "for(let i=0;i<8;i++){const m=(lo+hi)/2;set(m);tall()<=room?lo=m:hi=m}set(lo);done()};"
    "setInterval(fit,100)})();"
)


@dataclass(frozen=True)
class Patch:
    """Replace ``find`` (met exactly once) by ``replace``, which holds the ``mark``."""

    name: str
    find: str
    replace: str

    @property
    def mark(self) -> str:
        return f"/*gametheory:{self.name}*/"


_GO = "this.go=async(e,n,t)=>{const o=e.content.model;"
_STOP = (
    "this._commands.addKeyBinding({command:g.OF.stop,args:{},keys:g.ls,selector:`.${g.ux.deck}"
    " .jp-Notebook.jp-mod-commandMode:not(.jp-mod-readWrite) :focus`})}async canGo("
)
_IN_DECK = "`.${g.ux.deck} .jp-Notebook.jp-mod-commandMode:not(.jp-mod-readWrite)"
PATCHES = [
    # forward/back step like Space (down, else forward); steps that show nothing new are
    # passed over (a cell continuing the slide is its own stop in the deck)
    Patch(
        "step",
        _GO,
        "this.go=async(e,n,t)=>{/*gametheory:step*/"
        't||("forward"===n?(n="down",t="forward"):"back"===n&&(n="up",t="back"));'
        "const o=e.content.model;if(!o)return;const w=()=>{"
        "const x=this._getExtents(o).get(e.content.activeCellIndex);"
        'return x?[...x.onScreen].sort().join()+"|"+[...x.visible].sort().join():""},v=w();'
        "for(let k=0;k<1e3;k++){const c=e.content.activeCellIndex;await this._goOnce(e,n,t);"
        "if(e.content.activeCellIndex===c||w()!==v)break}},"
        "this._goOnce=async(e,n,t)=>{const o=e.content.model;",
    ),
    # Esc in a widget focuses its cell; Esc on the cell (or the notebook) ends the talk
    Patch(
        "esc",
        _STOP,
        "this._commands.addKeyBinding({command:g.OF.stop,args:{},keys:g.ls,selector:"
        + _IN_DECK
        + " :focus:not(.jp-OutputArea *)`}),/*gametheory:esc*/"
        'this._commands.addCommand("deck:leave-output",{label:"Leave the output, stay on the'
        ' slide",execute:()=>{const a=document.activeElement,c=a&&a.closest(".jp-Cell");'
        'c&&c.focus()}}),this._commands.addKeyBinding({command:"deck:leave-output",args:{},'
        "keys:g.ls,selector:" + _IN_DECK + " .jp-OutputArea :focus`})}async canGo(",
    ),
    # starting the deck no longer stores `active: true` ...
    Patch("session", 'this._settings.then((e=>e.set("active",!0))),', "/*gametheory:session*/"),
    # ... and one stored by an older set-up is reset instead of starting the deck
    Patch(
        "stale",
        "n&&!this._active?this.start():",
        'n&&!this._active?/*gametheory:stale*/this._settings.then((e=>e.set("active",!1))):',
    ),
]
# The widget manager marks the notebook modified whenever a widget model is registered, also
# while it restores the models stored in the file: a chapter with saved widgets opened dirty.
# Models restored from the notebook no longer count as a change; new ones still do.
WIDGET_PATCHES = [
    Patch(
        "clean-open",
        "setDirty(){this._settings.saveState&&(",
        "setDirty(){/*gametheory:clean-open*/this._settings.saveState&&!this._gtRestoring&&(",
    ),
    Patch(
        "restoring",
        "async _loadFromNotebook(e){",
        "async _loadFromNotebook(e){/*gametheory:restoring*/this._gtRestoring=!0;"
        "try{return await this._gtLoadFromNotebook(e)}finally{this._gtRestoring=!1}}"
        "async _gtLoadFromNotebook(e){",
    ),
    # The notebook's stored models are restored once, when the notebook opens; each time the
    # kernel connects, the models living in the kernel are restored again. Such a kernel-only
    # restore could end while the notebook's models were still being created (the kernel
    # connected late, on a loaded machine) and declare the widgets restored: a view drawn then
    # waited 2 s for its model and showed "Error displaying widget: model not found" for good.
    # A first restore whose kernel part failed skipped the notebook's models altogether. And
    # when the notebook's restore failed (the kernel restarted while the manager waited for its
    # comm info), the next kernel-only restore declared the widgets restored without them.
    # Now the notebook's models are loaded by one shared load that every restore waits for; a
    # failed load is tried again by the next restore (the kernel connecting again), and the
    # notebook's models are restored even when the kernel's could not be.
    Patch(
        "notebook-models",
        "async restoreWidgets(e,{loadKernel:t,loadNotebook:i}={loadKernel:!0,loadNotebook:!0}){"
        "try{if(await this.context.sessionContext.ready,t)try{this._kernelRestoreInProgress=!0,"
        "await this._loadFromKernel()}finally{this._kernelRestoreInProgress=!1}"
        "i&&await this._loadFromNotebook(e),this._restoredStatus=!0,this._restored.emit()}"
        "catch(e){}}",
        "async restoreWidgets(e,{loadKernel:t,loadNotebook:i}={loadKernel:!0,loadNotebook:!0}){"
        "/*gametheory:notebook-models*/try{if(await this.context.sessionContext.ready,t)try{"
        "this._kernelRestoreInProgress=!0,await this._loadFromKernel()}catch(k){if(!i)throw k;"
        'console.warn("widget models: none from the kernel, the stored ones are restored",k)}'
        "finally{this._kernelRestoreInProgress=!1}"
        "await this._gtNotebookModels(i?e:this._context.model),"
        "this._restoredStatus=!0,this._restored.emit()}"
        'catch(e){console.warn("widget models: not restored (tried again when the kernel'
        ' connects)",e)}}'
        "_gtNotebookModels(e){return this._gtNotebookLoad??=this._loadFromNotebook(e)"
        ".catch(k=>{throw this._gtNotebookLoad=null,k})}",
    ),
    # A widget's view asks the manager for its model, which waits up to 2 s for it (looking
    # every 100 ms) and then fails; the view shows "model not found" for good if the widgets
    # count as restored by then. The restore (the kernel's start, then the notebook's stored
    # models) can create the models and end during the wait's last 100 ms: the wait fails
    # without a last look, the widgets are restored, and the view gives up on a model that
    # exists. Now a view whose wait failed draws again when its model exists.
    Patch(
        "late-model",
        "try{t=await o.get_model(r.model_id)}catch(t){if(o.restoredStatus){",
        "try{t=await o.get_model(r.model_id)}catch(t){/*gametheory:late-model*/"
        "if(o.has_model(r.model_id))return this.renderModel(e);if(o.restoredStatus){",
    ),
]
# Earlier versions of a patch, as an older configure_lab.py left them in an installed bundle:
# put back to the shipped code (their patch's ``find``) before the current patches apply.
SUPERSEDED = {
    "notebook-models": (
        "async restoreWidgets(e,{loadKernel:t,loadNotebook:i}={loadKernel:!0,loadNotebook:!0}){"
        "/*gametheory:restore-order*/const r=this._gtRestore(e,t,i);"
        "return i&&(this._gtNotebookRestore=r),r}"
        "async _gtRestore(e,t,i){try{if(await this.context.sessionContext.ready,t)try{"
        "this._kernelRestoreInProgress=!0,await this._loadFromKernel()}catch(k){if(!i)throw k;"
        'console.warn("widget models: none from the kernel, the stored ones are restored",k)}'
        "finally{this._kernelRestoreInProgress=!1}"
        "i?await this._loadFromNotebook(e):await this._gtNotebookRestore,"
        "this._restoredStatus=!0,this._restored.emit()}catch(e){}}",
    ),
}
_CSS_MARK = "\n;/*gametheory:css*/"


def _css_code() -> str:
    return (
        f'{_CSS_MARK}(()=>{{const s=document.createElement("style");s.dataset.gametheory="deck";'
        f"s.textContent={json.dumps(DECK_CSS)};document.head.appendChild(s)}})();"
        + DECK_FIT.replace("FLOOR", str(FIT_FLOOR)).replace("SETTLE", str(FIT_SETTLE_MS))
        + "\n"
    )


def _apply(text: str, patches: list[Patch]) -> tuple[str, list[str]]:
    """``text`` with ``patches`` applied, and the names of those that could not be."""
    failed = []
    for patch in patches:
        if patch.mark in text:
            continue
        for earlier in SUPERSEDED.get(patch.name, ()):
            text = text.replace(earlier, patch.find)
        if text.count(patch.find) == 1:
            text = text.replace(patch.find, patch.replace)
        else:
            failed.append(patch.name)
    return text, failed


def _patch_bundle(text: str) -> tuple[str, list[str]]:
    """``text`` with every patch applied, and the names of those that could not be."""
    failed = []
    if not _PATCHED.search(text):
        if len(_SLIDE_TYPE.findall(text)) == 1:
            text = _SLIDE_TYPE.sub(
                lambda m: f'_getSlideType({m[1]}){{let t={m[2]}||null;return"-"===t?null:t}}',
                text,
            )
        else:
            failed.append("slide type '-'")
    text, also_failed = _apply(text, PATCHES)
    return text.split(_CSS_MARK)[0] + _css_code(), failed + also_failed


def _patch_slideshow(prefix: Path, check: bool) -> list[str]:
    """Apply :data:`PATCHES` and :data:`DECK_CSS` to the deck's bundle; return what is wrong."""
    static = prefix / SLIDESHOW
    bundles = [p for p in sorted(static.glob("*.js")) if "_getSlideType(" in p.read_text()]
    if not bundles:
        return [f"no jupyterlab-slideshow bundle with _getSlideType under {static}"]
    problems = []
    for bundle in bundles:
        text = bundle.read_text(encoding="utf-8")
        patched, failed = _patch_bundle(text)
        if failed:
            problems.append(f"{bundle.name}: not patched ({', '.join(failed)}): unknown code")
        elif patched != text and check:
            problems.append(f"{bundle.name}: not patched (run tools/configure_lab.py)")
        elif patched != text:
            replace_text(bundle, patched)
    return problems


def _patch_widget_manager(prefix: Path, check: bool) -> list[str]:
    """Apply :data:`WIDGET_PATCHES` to the widget manager's bundle; return what is wrong."""
    static = prefix / WIDGET_MANAGER
    bundles = [p for p in sorted(static.glob("*.js")) if "_loadFromNotebook(" in p.read_text()]
    if not bundles:
        return [f"no widget-manager bundle with _loadFromNotebook under {static}"]
    problems = []
    for bundle in bundles:
        text = bundle.read_text(encoding="utf-8")
        patched, failed = _apply(text, WIDGET_PATCHES)
        if failed:
            problems.append(f"{bundle.name}: not patched ({', '.join(failed)}): unknown code")
        elif patched != text and check:
            problems.append(f"{bundle.name}: not patched (run tools/configure_lab.py)")
        elif patched != text:
            replace_text(bundle, patched)
    return problems


def _write_json(path: Path, update: dict, check: bool) -> list[str]:
    current = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    merged = {**current, **{k: {**current.get(k, {}), **v} for k, v in update.items()}}
    if merged == current:
        return []
    if check:
        return [f"{path} lacks {update}"]
    replace_text(path, json.dumps(merged, indent=2) + "\n")
    return []


def _write_text(path: Path, text: str, check: bool) -> list[str]:
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return []
    if check:
        return [f"{path} is missing or differs"]
    replace_text(path, text)
    return []


def replace_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` as a new file that takes the old one's place (and mode).

    An installer may have hard-linked an installed file to its cache (uv does by default):
    writing into it would change the cache, and every environment linked to it, too.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> (folder / "a.js").write_text("old")
    3
    >>> os.link(folder / "a.js", folder / "cache.js")
    >>> replace_text(folder / "a.js", "new")
    >>> (folder / "a.js").read_text(), (folder / "cache.js").read_text()
    ('new', 'old')
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fresh = path.with_name(f".{path.name}.{os.getpid()}.new")
    fresh.write_text(text, encoding="utf-8")
    if path.exists():
        shutil.copymode(path, fresh)
    os.replace(fresh, path)


# nbgrader (the course's `classroom` extra) adds server extensions and a lab extension (menus,
# a Validate button) to every JupyterLab of this environment; a reader's `make lab` is the same
# without them.  The hub's environment enables them again (classroom/).
NBGRADER_SERVER_EXTENSIONS = (
    "nbgrader.server_extensions.formgrader",
    "nbgrader.server_extensions.validate_assignment",
    "nbgrader.server_extensions.assignment_list",
    "nbgrader.server_extensions.course_list",
)
# read after nbgrader's own nbgrader.json (the .d files are read in name order)
NO_NBGRADER_SERVER = "etc/jupyter/jupyter_server_config.d/zz_gametheory_reader.json"
NO_NBGRADER_LAB = "etc/jupyter/labconfig/page_config.json"


# `make lab LANG=zh`: JupyterLab's own menus and dialogs in Chinese
CHINESE_UI = {"@jupyterlab/translation-extension:plugin": {"locale": "zh_CN"}}
CHINESE_SETTINGS = "share/jupyter/lab/settings-zh"


def configure(prefix: Path, check: bool = False) -> list[str]:
    """Apply (or with ``check`` only verify) the changes; return the problems."""
    chinese = {**OVERRIDES, **CHINESE_UI}
    return [
        *_write_json(prefix / "share/jupyter/lab/settings/overrides.json", OVERRIDES, check),
        *_write_json(prefix / CHINESE_SETTINGS / "overrides.json", chinese, check),
        *_write_text(prefix / "etc/ipython/ipython_kernel_config.py", KERNEL_CONFIG, check),
        *_patch_slideshow(prefix, check),
        *_patch_widget_manager(prefix, check),
        *_write_json(
            prefix / NO_NBGRADER_SERVER,
            {
                "ServerApp": {
                    "jpserver_extensions": dict.fromkeys(NBGRADER_SERVER_EXTENSIONS, False)
                }
            },
            check,
        ),
        *_write_json(
            prefix / NO_NBGRADER_LAB, {"disabledExtensions": {"@jupyter/nbgrader": True}}, check
        ),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prefix", type=Path, default=Path(sys.prefix))
    parser.add_argument("--check", action="store_true", help="only verify, change nothing")
    args = parser.parse_args(argv)
    problems = configure(args.prefix, args.check)
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
