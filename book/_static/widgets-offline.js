// The widget renderer (@jupyter-widgets/html-manager, from the npm registry) asks RequireJS for
// its own files (icon fonts) under "@jupyter-widgets/html-manager/dist/": point that at the
// copy beside this file, so nothing is fetched from elsewhere.
(function () {
  var here = document.currentScript.src.replace(/[^/]*$/, "");
  require.config({ paths: { "@jupyter-widgets/html-manager": here + "npm/html-manager" } });
})();
