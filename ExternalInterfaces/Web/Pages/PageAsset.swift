/// The pages' own style sheet and script, served from `/assets/` (the only ones the pages'
/// `Content-Security-Policy` lets run: no inline script or style, nothing from elsewhere).
enum PageAsset: String, Sendable {
  case styleSheet = "catalog.css"
  case script = "catalog.js"

  var contentType: String {
    switch self {
    case .styleSheet: "text/css; charset=utf-8"
    case .script: "text/javascript; charset=utf-8"
    }
  }

  var bytes: [UInt8] {
    switch self {
    case .styleSheet: Array(Self.css.utf8)
    case .script: Array(Self.javaScript.utf8)
    }
  }

  /// Readable at 360 px and on a desktop; the focused control always shows; sizes are set
  /// before anything loads, so nothing moves as a page fills in.
  private static let css = """
    :root{color-scheme:light dark;--fg:#1b1b1f;--bg:#fff;--muted:#5c5f66;--line:#d5d7dc;--accent:#0b57d0;--bad:#b3261e;--good:#146c2e;--warn:#8a5300}
    @media (prefers-color-scheme:dark){:root{--fg:#e6e6ea;--bg:#131316;--muted:#a4a7ae;--line:#3a3c42;--accent:#8ab4f8;--bad:#f2b8b5;--good:#7fd38f;--warn:#f0c36a}}
    *{box-sizing:border-box}
    body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
    header,main,footer{max-width:72rem;margin:0 auto;padding:0 1rem}
    header nav{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center;padding:.75rem 0;border-bottom:1px solid var(--line)}
    header nav .home{font-weight:700;margin-right:auto}
    header form{display:inline}
    a{color:var(--accent)}
    :focus-visible{outline:3px solid var(--accent);outline-offset:2px}
    h1{font-size:1.5rem;line-height:1.25;margin:1rem 0 .25rem;overflow-wrap:anywhere}
    h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
    form.filters{display:grid;grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));gap:.5rem 1rem;align-items:end;margin:1rem 0}
    form.filters .search{grid-column:1/-1}
    label{display:block;font-size:.875rem;color:var(--muted)}
    input,select,textarea,button{font:inherit;width:100%;padding:.375rem .5rem;border:1px solid var(--line);border-radius:.375rem;background:var(--bg);color:var(--fg)}
    button{width:auto;cursor:pointer;background:var(--accent);color:var(--bg);border-color:var(--accent)}
    button.danger{background:var(--bad);border-color:var(--bad)}
    .table{overflow-x:auto}
    table{border-collapse:collapse;width:100%}
    th,td{text-align:left;padding:.375rem .5rem;border-bottom:1px solid var(--line);vertical-align:top}
    th.num,td.num{text-align:right;white-space:nowrap}
    td.link{overflow-wrap:anywhere;min-width:8rem}
    tr.current{background:color-mix(in srgb,var(--accent) 12%,transparent)}
    .secondary,.summary,.byline{color:var(--muted)}
    .positive{color:var(--good)}.negative,.problem{color:var(--bad)}.warning{color:var(--warn)}
    .emphasis,.heading{font-weight:600}
    nav.pages,nav.neighbours{display:flex;gap:1rem;flex-wrap:wrap;margin:1rem 0}
    dl.facts{display:grid;grid-template-columns:minmax(7rem,max-content) 1fr;gap:.25rem 1rem}
    dl.facts dt{color:var(--muted)}dl.facts dd{margin:0;overflow-wrap:anywhere}
    .notice,.alert{padding:.5rem .75rem;border-radius:.375rem;border:1px solid var(--line);margin:1rem 0}
    .alert{border-color:var(--bad)}
    .field{margin:.75rem 0}.field .hint{font-size:.8125rem;color:var(--muted)}
    .field .problem{margin:.25rem 0 0;font-size:.875rem}
    .field input[aria-invalid=true],.field textarea[aria-invalid=true]{border-color:var(--bad)}
    .images{display:flex;flex-wrap:wrap;gap:.5rem}.images img{width:160px;height:160px;object-fit:contain;border:1px solid var(--line)}
    ul.reviews{list-style:none;padding:0}ul.reviews li{margin:.75rem 0}
    .actions{display:flex;gap:1rem;align-items:center;margin:1rem 0}
    footer{color:var(--muted);font-size:.875rem;padding:2rem 1rem}
    .skip{position:absolute;left:-100vw;top:.5rem;background:var(--bg,#fff);padding:.5rem 1rem;z-index:1}
    .skip:focus{left:1rem}.mark{font-size:.8125rem}
    img.thumb{vertical-align:middle;margin-right:.5rem;border-radius:.25rem;object-fit:cover}
    @media (max-width:40rem){.optional{display:none}dl.facts{grid-template-columns:1fr}dl.facts dd{margin-bottom:.5rem}}

    """

  /// Keys as the terminal browser has them (`/` to search, `j`/`k` to move, Enter to open) and
  /// the list filtered as one types; every page works the same without it.
  private static let javaScript = """
    "use strict";
    (() => {
      // A refused form: its summary of problems is where a keyboard or screen reader starts.
      const problems = document.getElementById("form-problems");
      if (problems) problems.focus();
      const rows = () => Array.from(document.querySelectorAll("table.products tbody tr"));
      let current = -1;
      const mark = (index) => {
        const all = rows();
        if (all.length === 0) return;
        current = Math.max(0, Math.min(all.length - 1, index));
        all.forEach((row, i) => row.classList.toggle("current", i === current));
        const link = all[current].querySelector("a");
        if (link) link.focus();
      };
      document.addEventListener("keydown", (event) => {
        const typing = event.target.closest("input, textarea, select");
        if (event.key === "Escape" && typing) { typing.blur(); return; }
        if (typing || event.altKey || event.ctrlKey || event.metaKey) return;
        if (event.key === "/") {
          const search = document.querySelector("input[type=search]");
          if (search) { event.preventDefault(); search.focus(); search.select(); }
        } else if (event.key === "j") { mark(current + 1); }
        else if (event.key === "k") { mark(current - 1); }
      });
      const form = document.querySelector("form.filters");
      const search = form && form.querySelector("input[type=search]");
      if (!search) return;
      let timer = 0;
      let asked = 0;
      search.addEventListener("input", () => {
        clearTimeout(timer);
        timer = setTimeout(async () => {
          const parameters = new URLSearchParams(new FormData(form));
          parameters.delete("page");
          for (const [name, value] of Array.from(parameters)) if (value === "") parameters.delete(name);
          const address = "/" + (parameters.size ? "?" + parameters : "");
          const ticket = ++asked;
          const answer = await fetch(address, { headers: { Accept: "text/html" } });
          if (ticket !== asked || !answer.ok) return;
          const page = new DOMParser().parseFromString(await answer.text(), "text/html");
          const fresh = page.querySelector("#results");
          const results = document.querySelector("#results");
          if (!fresh || !results) return;
          results.replaceWith(fresh);
          current = -1;
          history.replaceState(null, "", address);
        }, 250);
      });
    })();

    """
}
