// Sphinx's search shows a snippet of each page found, cut from the page's text, where a
// formula is still TeX between MathJax's delimiters: "\(a \oplus b\)". A snippet cut in the
// middle of one showed a stray "\);". Drop the delimiters from the snippet text (the TeX
// inside stays readable). Loaded on every page; it acts only where the search runs.
document.addEventListener("DOMContentLoaded", function () {
  if (typeof Search === "undefined" || typeof Search.htmlToText !== "function") return;
  var htmlToText = Search.htmlToText;
  Search.htmlToText = function (htmlString, anchor) {
    var text = htmlToText(htmlString, anchor);
    return text.replace(/\\[()[\]]/g, "").replace(/[ \t]{2,}/g, " ");
  };
});
