// Semantica's web view: packs, slices and one function's CFG and PDG,
// drawn with Cytoscape.js from the JSON of /api/*. The view is a function
// of the URL's hash (#pack?q=..., #slice?file=...&line=..., #function?symbol=...),
// so a link reproduces it. window.semantica reports each render (what
// tests and the render benchmark read).
(function () {
  'use strict';

  const $ = (s) => document.querySelector(s);
  const S = (window.semantica = { renders: 0, last: null, error: null, busy: false, cy: null, cy2: null, refinedMs: 0 });
  if (window.cytoscapeFcose) cytoscape.use(window.cytoscapeFcose);

  // The visual_graph contract's state colours.
  const STATE = { searching: '#d62728', selected: '#1f77b4', dropped: '#999999' };
  const EDGE = {
    retrieval_match: '#f08c8c', contains: '#c8c8c8', calls: '#8250df',
    data_dependence: '#2da44e', control_dependence: '#bf8700',
    DATA: '#2da44e', GLOBAL: '#116329', SUMMARY: '#4ac26b', PARAM_IN: '#0969da', PARAM_OUT: '#54aeff',
    CTRL: '#bf8700', JUMP: '#e16f24', CALL: '#8250df', real: '#57606a', ctrl_only: '#c8c8c8',
  };
  const CONTROL = new Set(['CTRL', 'JUMP', 'control_dependence']);

  function setStatus(text, isError) {
    const el = $('#status');
    el.textContent = text;
    el.classList.toggle('error', !!isError);
  }

  function clip(s, n) {
    s = (s || '').split('\n')[0].trim();
    return s.length > n ? s.slice(0, n - 1) + '…' : s;
  }

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === 'class') e.className = v;
      else e.setAttribute(k, v);
    }
    if (text !== undefined) e.textContent = text;
    return e;
  }

  async function api(path, params) {
    const u = new URL(path, location.origin);
    for (const [k, v] of Object.entries(params)) {
      if (v !== '' && v !== null && v !== undefined) u.searchParams.set(k, v);
    }
    const r = await fetch(u);
    const body = await r.json().catch(() => ({ error: r.statusText }));
    if (!r.ok) throw new Error(body.error || r.statusText);
    return body;
  }

  const baseStyle = [
    { selector: 'node', style: {
      label: 'data(label)', 'font-size': 9, 'text-valign': 'bottom', 'text-halign': 'center',
      'min-zoomed-font-size': 7, width: 'data(size)', height: 'data(size)',
      'background-color': 'data(color)', 'border-width': 1, 'border-color': '#444' } },
    { selector: 'node[lane = "exploit"]', style: { 'border-width': 3 } },
    { selector: 'node[lane = "explore"]', style: { 'border-width': 3, 'border-style': 'dashed' } },
    { selector: 'node.query', style: { shape: 'diamond' } },
    { selector: 'node.module', style: { shape: 'round-rectangle' } },
    { selector: 'node.class', style: { shape: 'hexagon' } },
    { selector: 'node.criterion', style: { shape: 'star', 'border-color': '#d62728', 'border-width': 4 } },
    { selector: 'node.synthetic', style: { shape: 'round-rectangle' } },
    { selector: 'node:selected', style: { 'border-color': '#000', 'border-width': 5 } },
    { selector: 'node.linked', style: { 'border-color': '#d62728', 'border-width': 5 } },
    { selector: 'edge', style: {
      width: 1.5, 'line-color': 'data(color)', 'target-arrow-color': 'data(color)',
      'target-arrow-shape': 'triangle', 'arrow-scale': 0.7, 'curve-style': 'bezier' } },
    { selector: 'edge.control', style: { 'line-style': 'dashed' } },
    { selector: 'edge.nonexec', style: { 'line-style': 'dotted' } },
    { selector: 'edge.back', style: { 'curve-style': 'unbundled-bezier', 'control-point-distances': 60, 'control-point-weights': 0.5 } },
  ];

  // Graphs past these sizes are drawn lighter: node labels only for the
  // tapped node and its neighbours, straight edges instead of bundled
  // beziers. Measured on a 537-node, 1,879-edge slice of the standard
  // library in headless Chromium on 2 cores: labels and beziers took the
  // first frame from about 260 to 470 ms.
  const LABEL_NODES = 150;
  const BEZIER_EDGES = 500;
  // Past REFINE_NODES nodes the force-directed layout first draws fCoSE's
  // spectral start (quality "draft", about 130 ms at 537 nodes) and runs
  // its spring embedder (about 450 ms more) after that first frame,
  // animating the nodes to their places.
  const REFINE_NODES = 300;

  // draw renders elements into container with a layout and resolves with
  // the milliseconds from the call to the first frame after the layout
  // (ms), split into Cytoscape's init (initMs) and the layout (layoutMs).
  function draw(container, elements, layout, onTap) {
    const t0 = performance.now();
    const nodes = elements.filter((e) => e.group === 'nodes').length;
    const edges = elements.length - nodes;
    const style = baseStyle.slice();
    if (nodes > LABEL_NODES) {
      style.push({ selector: 'node', style: { label: '' } }, { selector: 'node.labelled', style: { label: 'data(label)' } });
    }
    if (edges > BEZIER_EDGES) style.push({ selector: 'edge', style: { 'curve-style': 'straight' } });
    const cy = cytoscape({ container, elements, style, layout: { name: 'preset' },
      minZoom: 0.05, maxZoom: 1.6, pixelRatio: 1 });
    const t1 = performance.now();
    cy.on('tap', 'node', (ev) => {
      if (nodes > LABEL_NODES) {
        cy.nodes('.labelled').removeClass('labelled');
        ev.target.closedNeighborhood().nodes().addClass('labelled');
      }
      onTap(ev.target);
    });
    const refine = layout.name === 'fcose' && nodes > REFINE_NODES;
    const first = refine ? Object.assign({}, layout, { quality: 'draft' }) : layout;
    return new Promise((resolve) => {
      const l = cy.layout(Object.assign({ animate: false, fit: true, padding: 20 }, first));
      l.one('layoutstop', () => {
        const t2 = performance.now();
        requestAnimationFrame(() => {
          const done = { cy, ms: performance.now() - t0, initMs: t1 - t0, layoutMs: t2 - t1, refined: refine ? 'pending' : 'no' };
          resolve(done);
          if (refine) {
            setTimeout(() => {
              const r = cy.layout(Object.assign({}, layout, { randomize: false, animate: 'end', animationDuration: 400, fit: true, padding: 20 }));
              r.one('layoutstop', () => { S.refinedMs = Math.round(performance.now() - t0); });
              r.run();
            }, 0);
          }
        });
      });
      l.run();
    });
  }

  function legend(items) {
    const box = $('#legend');
    box.replaceChildren();
    for (const [name, color] of items) {
      const s = el('span');
      const i = el('i');
      i.style.background = color;
      s.append(i, document.createTextNode(name));
      box.append(s);
    }
  }

  // renderCode shows files of lines; a line with an origin is highlighted
  // with its reason. crit marks the criterion (file, row).
  function renderCode(files, crit) {
    const box = $('#code');
    box.replaceChildren();
    for (const f of files) {
      const div = el('div', { class: 'file' });
      div.append(el('h3', {}, f.path));
      const pre = el('pre');
      for (const l of f.lines || []) {
        const cls = ['line'];
        if (l.origin) cls.push(l.origin);
        if (crit && crit.file === f.path && crit.rows.has(l.row)) cls.push('criterion');
        const line = el('span', { class: cls.join(' '), 'data-file': f.path, 'data-row': String(l.row) });
        line.append(el('span', { class: 'no' }, l.row ? String(l.row) : ''), document.createTextNode(l.text));
        if (l.why) {
          line.title = l.why;
          line.append(el('span', { class: 'why' }, '# ' + l.why));
        }
        pre.append(line);
      }
      div.append(pre);
      box.append(div);
    }
  }

  function markLine(file, row) {
    for (const x of document.querySelectorAll('.line.mark')) x.classList.remove('mark');
    const line = document.querySelector(`.line[data-file="${CSS.escape(file)}"][data-row="${row}"]`);
    if (line) {
      line.classList.add('mark');
      line.scrollIntoView({ block: 'center' });
    }
    return line;
  }

  function detail(parts) {
    const box = $('#detail');
    box.replaceChildren();
    for (const [cls, text] of parts) box.append(el('div', { class: cls }, text));
  }

  function resetPanes(two, title1, title2) {
    for (const cy of [S.cy, S.cy2]) if (cy) cy.destroy();
    S.cy = S.cy2 = null;
    $('#pane2').hidden = !two;
    $('#graph-title').textContent = title1;
    $('#graph2-title').textContent = title2 || '';
    $('#explain-box').hidden = true;
    $('#code').replaceChildren();
    $('#detail').replaceChildren();
  }

  function finish(view, nodes, edges, fetchMs, renderMs, extra) {
    S.renders++;
    S.last = Object.assign({ view, nodes, edges, fetchMs: Math.round(fetchMs), renderMs: Math.round(renderMs) }, extra || {});
    S.busy = false;
    document.body.dataset.rendered = String(S.renders);
  }

  // The force-directed layout: fCoSE (Balci and Dogrusoz, "fCoSE: A Fast
  // Compound Graph Layout Algorithm with Constraint Support", IEEE TVCG
  // 2022), a spectral start refined by a spring embedder. Cytoscape's own
  // CoSE took 3.8 s on the 537-node slice, fCoSE 0.55 s.
  const FORCE = { name: 'fcose', quality: 'default', randomize: true, nodeRepulsion: () => 6000, idealEdgeLength: () => 40 };
  const RINGS = { name: 'concentric', concentric: (n) => 1000 - n.data('distance'), levelWidth: () => 1, minNodeSpacing: 6 };

  // ---- pack ---------------------------------------------------------------
  async function showPack(p) {
    const t0 = performance.now();
    const pk = await api('/api/pack', { q: p.q, budget: p.budget });
    const fetchMs = performance.now() - t0;
    resetPanes(false, `Pack for “${pk.query}”: ${pk.budget.context_tokens} of ${pk.budget.limit} tokens`);
    const g = pk.visual_graph;
    const elements = [];
    for (const n of g.nodes) {
      elements.push({ group: 'nodes', classes: n.type,
        data: { id: n.id, label: clip(n.label, 40), full: n.label, color: STATE[n.state] || '#999', size: 14 + 30 * (n.score || 0),
          lane: n.lane || '', state: n.state, type: n.type, file: n.file || '', line: n.line || 0, end_line: n.end_line || 0 } });
    }
    g.edges.forEach((e, i) => elements.push({ group: 'edges', classes: CONTROL.has(e.kind) ? 'control' : e.kind,
      data: { id: 'e' + i, source: e.source, target: e.target, kind: e.kind, color: EDGE[e.kind] || '#999' } }));
    legend([['searching', STATE.searching], ['selected', STATE.selected], ['dropped', STATE.dropped],
      ['calls', EDGE.calls], ['data', EDGE.data_dependence], ['control', EDGE.control_dependence]]);
    const { cy, ms, initMs, layoutMs } = await draw($('#graph'), elements, FORCE, (node) => packNode(node));
    S.cy = cy;
    renderContext(pk.context);
    setStatus(`pack: ${g.nodes.length} nodes, ${g.edges.length} edges; server ${Math.round(pk.telemetry.total_ms)} ms, drawn in ${Math.round(ms)} ms`);
    finish('pack', g.nodes.length, g.edges.length, fetchMs, ms, { layout: 'force', initMs, layoutMs });
  }

  function renderContext(text) {
    renderCode([{ path: 'context handed to the model', lines: text.split('\n').map((t) => ({ row: 0, text: t })) }]);
  }

  async function packNode(node) {
    const d = node.data();
    try {
      let sv;
      if (d.id.startsWith('symbol:')) sv = await api('/api/symbol', { id: d.id.slice(7) });
      else if (d.file) sv = await api('/api/symbol', { file: d.file, line: d.line || 1 });
      else return;
      showSymbol(sv, d);
    } catch (err) {
      setStatus(err.message, true);
    }
  }

  function showSymbol(sv, d) {
    const sym = sv.symbol;
    const kept = sv.code.lines.filter((l) => l.origin).length;
    detail([['title', `${sym.qname} (${sym.kind}) ${sym.file}:${sym.line}-${sym.end_line}`],
      ['reason', sv.criterion ? `backward slice from line ${sv.criterion}, call depth 1: ${kept} lines highlighted` : (sv.note || '')],
      ['state', d && d.state ? `state ${d.state}${d.lane ? ', lane ' + d.lane : ''}` : '']]);
    renderCode([sv.code], sv.criterion ? { file: sym.file, rows: new Set([sv.criterion]) } : null);
    markLine(sym.file, sv.mark || sym.line);
    S.symbol = { qname: sym.qname, highlighted: kept };
  }

  // ---- slice --------------------------------------------------------------
  async function showSlice(p) {
    const t0 = performance.now();
    const { layout, ...args } = p;
    const sl = await api('/api/slice', args);
    const fetchMs = performance.now() - t0;
    const c = sl.criterion;
    resetPanes(false, `${c.direction} slice of ${c.file}:${c.line}${c.var ? ' ' + c.var : ''}, depth ${c.depth} (plan ${sl.plan}): ${sl.nodes.length} statements, ${sl.tokens} of ${sl.budget} tokens`);
    const byId = new Map(sl.nodes.map((n) => [n.id, n]));
    const elements = sl.nodes.map((n) => ({ group: 'nodes', classes: n.target ? 'criterion' : '',
      data: { id: 's' + n.id, label: `${n.line}: ${clip(n.text, 32)}`, color: n.target ? STATE.searching : STATE.selected,
        size: 12 + 24 / (1 + n.distance), distance: n.distance, stmt: n.id } }));
    sl.edges.forEach((e, i) => elements.push({ group: 'edges', classes: CONTROL.has(e.kind) ? 'control' : '',
      data: { id: 'e' + i, source: 's' + e.from, target: 's' + e.to, kind: e.kind, v: e.var || '', color: EDGE[e.kind] || '#999' } }));
    legend([['criterion', STATE.searching], ['statement', STATE.selected], ['data', EDGE.DATA], ['control', EDGE.CTRL],
      ['param', EDGE.PARAM_IN], ['summary', EDGE.SUMMARY], ['call', EDGE.CALL]]);
    const { cy, ms, initMs, layoutMs } = await draw($('#graph'), elements, layout === 'force' ? FORCE : RINGS, (node) => sliceNode(node, byId));
    S.cy = cy;
    const crit = { file: c.file, rows: new Set(sl.nodes.filter((n) => n.target).map((n) => n.line)) };
    renderCode(sl.files, crit);
    $('#explain').textContent = sl.explain;
    $('#explain-box').hidden = false;
    const warn = (sl.warnings || []).length ? `; ${sl.warnings.length} warnings` : '';
    setStatus(`slice: ${sl.nodes.length} nodes, ${sl.edges.length} edges; server ${Math.round(sl.ms)} ms, drawn in ${Math.round(ms)} ms${warn}`);
    finish('slice', sl.nodes.length, sl.edges.length, fetchMs, ms, { layout: layout === 'force' ? 'force' : 'rings', initMs, layoutMs });
  }

  function sliceNode(node, byId) {
    const n = byId.get(node.data('stmt'));
    const why = node.incomers('edge').map((e) => {
      const from = byId.get(e.source().data('stmt'));
      return `${e.data('kind')}${e.data('v') ? ' ' + e.data('v') : ''} from line ${from ? from.line : '?'}`;
    });
    detail([['title', `${n.file}:${n.line} in ${n.func} (${n.kind}), distance ${n.distance}, call level ${n.level}`],
      ['reason', (n.target ? 'the criterion; ' : '') + (why.length ? 'depends on: ' + why.join('; ') : 'no dependence drawn into it')]]);
    markLine(n.file, n.line);
  }

  // ---- function -----------------------------------------------------------
  async function showFunction(p) {
    const t0 = performance.now();
    const fv = await api('/api/function', p);
    const fetchMs = performance.now() - t0;
    const sym = fv.symbol;
    resetPanes(true, `CFG of ${sym.qname}: ${fv.cfg_nodes.length} nodes`, `PDG: ${fv.pdg_nodes.length} statements, ${fv.pdg_edges.length} edges`);
    const cfgEls = fv.cfg_nodes.map((n) => ({ group: 'nodes', classes: n.id < 2 ? 'synthetic' : '',
      data: { id: 'c' + n.id, label: n.id < 2 ? n.kind : `${n.line}: ${clip(n.text, 28)}`, color: n.id < 2 ? '#6e7781' : STATE.selected,
        size: 14, line: n.line, stmt: n.stmt } }));
    fv.cfg_edges.forEach((e, i) => cfgEls.push({ group: 'edges', classes: e.real ? '' : 'nonexec',
      data: { id: 'ce' + i, source: 'c' + e.from, target: 'c' + e.to, color: e.real ? EDGE.real : EDGE.ctrl_only } }));
    const def = fv.pdg_nodes.find((n) => n.kind === 'def' || n.kind === 'class');
    const pdgEls = fv.pdg_nodes.map((n) => ({ group: 'nodes', classes: def && n.id === def.id ? 'synthetic' : '',
      data: { id: 'p' + n.id, label: `${n.line}: ${clip(n.text, 28)}`, color: def && n.id === def.id ? '#6e7781' : STATE.selected,
        size: 16, line: n.line, stmt: n.id } }));
    const ids = new Set(fv.pdg_nodes.map((n) => n.id));
    fv.pdg_edges.forEach((e, i) => {
      if (ids.has(e.from) && ids.has(e.to)) {
        pdgEls.push({ group: 'edges', classes: CONTROL.has(e.kind) ? 'control' : '',
          data: { id: 'pe' + i, source: 'p' + e.from, target: 'p' + e.to, kind: e.kind, v: e.var || '', color: EDGE[e.kind] || '#999' } });
      }
    });
    legend([['real CFG edge', EDGE.real], ['non-executable', EDGE.ctrl_only], ['data', EDGE.DATA], ['control', EDGE.CTRL]]);
    const link = (node) => {
      const stmt = node.data('stmt');
      for (const cy of [S.cy, S.cy2]) {
        cy.nodes('.linked').removeClass('linked');
        cy.nodes().filter((x) => x.data('stmt') === stmt && stmt >= 0).addClass('linked');
      }
      if (node.data('line')) markLine(sym.file, node.data('line'));
      const deps = S.cy2.nodes('.linked').incomers('edge').map((e) => `${e.data('kind')}${e.data('v') ? ' ' + e.data('v') : ''} from line ${e.source().data('line')}`);
      detail([['title', `${sym.qname} line ${node.data('line') || '-'}`], ['reason', deps.length ? 'depends on: ' + deps.join('; ') : 'no dependence inside the scope']]);
    };
    // Both graphs are laid out as the code reads: one row per statement
    // in line order, indented as the source is (a finally clause's copies
    // side by side); edges that go back up (loops) bend aside.
    const indent = new Map(fv.code.lines.map((l) => [l.row, l.text.length - l.text.trimStart().length]));
    const last = Math.max(0, ...fv.code.lines.map((l) => l.row)) + 1;
    const place = (els) => {
      const seen = new Map();
      const pos = {};
      for (const e of els) {
        if (e.group !== 'nodes') continue;
        const line = e.data.line || (e.data.id === 'c1' ? last : sym.line - 1);
        const k = seen.get(line) || 0;
        seen.set(line, k + 1);
        pos[e.data.id] = { x: (indent.get(line) || 0) * 14 + k * 160, y: (line - sym.line) * 46 };
      }
      for (const e of els) {
        if (e.group === 'edges' && pos[e.data.source] && pos[e.data.target] && pos[e.data.target].y <= pos[e.data.source].y) {
          e.classes = (e.classes || '') + ' back';
        }
      }
      return { name: 'preset', positions: (n) => pos[n.id()] };
    };
    const a = await draw($('#graph'), cfgEls, place(cfgEls), link);
    S.cy = a.cy;
    const b = await draw($('#graph2'), pdgEls, place(pdgEls), link);
    S.cy2 = b.cy;
    renderCode([fv.code], null);
    setStatus(`function: CFG ${fv.cfg_nodes.length} nodes, PDG ${fv.pdg_nodes.length} nodes; drawn in ${Math.round(a.ms + b.ms)} ms`);
    finish('function', fv.cfg_nodes.length + fv.pdg_nodes.length, fv.cfg_edges.length + fv.pdg_edges.length, fetchMs, a.ms + b.ms);
  }

  // warmUp draws a small graph off screen while the first request is on
  // its way, so that the first real drawing does not pay for compiling
  // Cytoscape's code paths: that cost about 200 ms of a 537-node first
  // frame on a fresh page.
  function warmUp() {
    const div = el('div');
    div.style.cssText = 'position:absolute;left:-10000px;top:0;width:200px;height:200px';
    document.body.append(div);
    const els = [];
    for (let i = 0; i < 40; i++) {
      els.push({ group: 'nodes', data: { id: 'w' + i, label: 'w' + i, color: '#999', size: 10, distance: i % 5 } });
      if (i > 0) els.push({ group: 'edges', data: { id: 'we' + i, source: 'w' + (i >> 1), target: 'w' + i, color: '#999' } });
    }
    const cy = cytoscape({ container: div, elements: els, style: baseStyle, pixelRatio: 1, layout: { name: 'preset' } });
    cy.layout(Object.assign({ animate: false }, RINGS)).run();
    cy.layout(Object.assign({ animate: false }, FORCE, { quality: 'draft' })).run();
    requestAnimationFrame(() => { cy.destroy(); div.remove(); });
  }

  // ---- routing ------------------------------------------------------------
  const VIEWS = { pack: showPack, slice: showSlice, function: showFunction };

  function selectTab(view) {
    for (const t of document.querySelectorAll('.tab')) t.classList.toggle('active', t.dataset.view === view);
    for (const f of document.querySelectorAll('.forms form')) f.hidden = f.dataset.view !== view;
  }

  async function route() {
    const m = /^#(pack|slice|function)(?:\?(.*))?$/.exec(location.hash);
    if (!m) return;
    const view = m[1];
    const params = Object.fromEntries(new URLSearchParams(m[2] || ''));
    selectTab(view);
    const form = $('#form-' + view);
    for (const [k, v] of Object.entries(params)) if (form.elements[k]) form.elements[k].value = v;
    if (!Object.keys(params).length) return;
    S.busy = true;
    S.error = null;
    setStatus('working…');
    try {
      await VIEWS[view](params);
    } catch (err) {
      S.error = err.message;
      S.busy = false;
      setStatus(err.message, true);
      document.body.dataset.error = String(Date.now());
    }
  }

  for (const t of document.querySelectorAll('.tab')) {
    t.addEventListener('click', () => {
      selectTab(t.dataset.view);
    });
  }
  for (const f of document.querySelectorAll('.forms form')) {
    f.addEventListener('submit', (ev) => {
      ev.preventDefault();
      const params = new URLSearchParams();
      for (const e of f.elements) if (e.name && e.value !== '') params.set(e.name, e.value);
      const hash = `#${f.dataset.view}?${params}`;
      if (location.hash === hash) route();
      else location.hash = hash;
    });
  }
  window.addEventListener('hashchange', route);
  route();
  warmUp();
})();
