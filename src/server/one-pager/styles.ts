import { createHash } from 'node:crypto';

/**
 * The one-pager's own stylesheet: the app's design language (zinc greys, the brand indigo, Inter,
 * 12 px radii) in ~4 KB, inline so the page needs no request to render, allowed by its hash in the
 * CSP. Light and dark follow the reader's system; logical properties only, so Arabic mirrors; the
 * print rules fit one A4 page (long sections are clamped, the player and the deck viewer stay on screen). Grey text on
 * the ask's indigo tint is the darker grey: the faint one falls under 4.5:1 there.
 */
export const ONE_PAGER_CSS = `
:root{--font-sans:"Inter Variable",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;--bg:#fafafa;--surface:#fff;--border:#e4e4e7;--text:#18181b;--muted:#52525b;--faint:#71717a;--brand:#4f46e5;--brand-soft:#eef2ff;--brand-text:#4338ca;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#09090b;--surface:#18181b;--border:#27272a;--text:#f4f4f5;--muted:#a1a1aa;--faint:#a1a1aa;--brand:#818cf8;--brand-soft:rgba(99,102,241,.12);--brand-text:#a5b4fc}}
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
html{background:var(--bg);color:var(--text);font-family:var(--font-sans);-webkit-font-smoothing:antialiased;text-size-adjust:100%}
body{margin:0;font-size:16px;line-height:1.6}
a{color:var(--brand-text);text-underline-offset:2px}
a:focus-visible,button:focus-visible{outline:2px solid var(--brand);outline-offset:2px;border-radius:6px}
.page{max-width:960px;margin:0 auto;padding:24px 20px 48px}
.bar{display:flex;justify-content:flex-end;margin-block-end:16px}
.bar a{display:inline-flex;align-items:center;min-height:44px;padding-inline:12px;border:1px solid var(--border);border-radius:999px;background:var(--surface);color:var(--muted);font-size:14px;text-decoration:none}
.hero{padding:28px;border:1px solid var(--border);border-radius:16px;background:var(--surface)}
h1{margin:0;font-size:clamp(28px,5vw,40px);line-height:1.15;font-weight:650;letter-spacing:-.02em;overflow-wrap:anywhere}
.lede{margin:10px 0 0;font-size:18px;color:var(--muted);overflow-wrap:anywhere}
.facts{display:flex;flex-wrap:wrap;gap:8px 24px;margin:20px 0 0;padding:0}
.facts div{min-width:0}
.facts dt{font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--faint)}
.facts dd{margin:0;font-weight:500;overflow-wrap:anywhere}
.ask{margin-block-start:16px;padding:20px 28px;border-radius:16px;background:var(--brand-soft);border:1px solid color-mix(in srgb,var(--brand) 25%,transparent)}
.ask-line{margin:0;font-size:18px;font-weight:600;color:var(--brand-text)}
.ask-line span+span::before{content:" · ";color:var(--faint);font-weight:400}
.ask h2{color:var(--muted)}
.sublabel{margin:10px 0 2px;font-size:14px;font-weight:600}
h2{margin:0 0 8px;font-size:13px;font-weight:600;letter-spacing:.05em;text-transform:uppercase;color:var(--faint)}
.sections{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,380px),1fr));gap:16px;margin-block-start:16px}
.card{padding:20px 24px;border:1px solid var(--border);border-radius:16px;background:var(--surface);min-width:0}
.rich{overflow-wrap:anywhere}
.rich>:first-child{margin-block-start:0}.rich>:last-child{margin-block-end:0}
.rich p{margin:0 0 .6em}.rich ul,.rich ol{margin:0 0 .6em;padding-inline-start:1.3em}
.team{margin-block-start:16px}
.people{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,260px),1fr));gap:16px}
.person{display:flex;gap:12px;align-items:flex-start;min-width:0}
.face{flex:none;width:48px;height:48px;border-radius:999px;object-fit:cover;background:var(--brand-soft);color:var(--brand-text);display:grid;place-items:center;font-weight:600}
.person-name{margin:0;font-weight:600;overflow-wrap:anywhere}
.person-title{margin:0;color:var(--muted);font-size:14px;overflow-wrap:anywhere}
.person-links{margin:4px 0 0;padding:0;list-style:none;font-size:14px}
.person-links li{display:flex;flex-wrap:wrap;column-gap:4px;overflow-wrap:anywhere}
.person-links a{min-width:0}
.media{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,420px),1fr));align-items:start;gap:16px;margin-block-start:16px}
.video{position:relative;aspect-ratio:16/9;border-radius:12px;overflow:hidden;background:#000}
.video iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
.deck-frame{position:relative;border:1px solid var(--border);border-radius:12px;background:var(--bg);min-height:120px;display:grid;place-items:center;overflow:hidden}
.deck-frame canvas{display:block;width:100%;height:auto}
.deck-name{margin:-4px 0 12px;font-weight:500;overflow-wrap:anywhere}
.deck-status{margin:0;padding:24px;color:var(--muted);font-size:14px;text-align:center}
.deck-controls{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px;margin-block-start:12px}
.deck-pager{display:flex;align-items:center;gap:8px}
.button{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:44px;min-width:44px;padding-inline:14px;border:1px solid var(--border);border-radius:10px;background:var(--surface);color:var(--text);font:inherit;font-size:14px;font-weight:500;text-decoration:none;cursor:pointer}
.button:disabled{opacity:.45;cursor:not-allowed}
.button-primary{background:var(--brand);border-color:var(--brand);color:#fff}
@media (prefers-color-scheme:dark){.button-primary{color:#18181b}}
.flip{display:inline-block}
[dir=rtl] .flip{transform:scaleX(-1)}
.page-count{font-size:14px;color:var(--muted);font-variant-numeric:tabular-nums;min-width:7em;text-align:center}
footer{margin-block-start:32px;color:var(--faint);font-size:13px;text-align:center}
.ltr{direction:ltr;unicode-bidi:isolate}
.notfound{max-width:560px;margin:12vh auto;padding:32px;text-align:center}
.notfound p{color:var(--muted)}
@media (max-width:640px){.hero,.card,.ask{padding:20px}.lede{font-size:16px}}
.print-link{display:none}
@media print{
@page{size:A4;margin:12mm}
:root{--bg:#fff;--surface:#fff;--border:#d4d4d8;--text:#18181b;--muted:#3f3f46;--faint:#52525b;--brand-soft:#eef2ff;--brand-text:#3730a3;color-scheme:light}
html,body{background:#fff}
body{font-size:9pt;line-height:1.4;-webkit-print-color-adjust:exact;print-color-adjust:exact}
.page{max-width:none;padding:0;max-height:272mm;overflow:hidden}
.bar,.media,footer a{display:none}
.page{position:relative}
.print-link{display:flex;position:absolute;top:0;inset-inline-end:0;width:62mm;gap:6pt;align-items:flex-start;font-size:7pt;line-height:1.3;overflow-wrap:anywhere;color:var(--muted)}
.print-link .qr svg{display:block;width:20mm;height:20mm}
.print-label{font-weight:600;color:var(--text)}
.hero{padding:0 66mm 8pt 0;border:0;border-radius:0}
h1{font-size:20pt}
.lede{font-size:11pt;margin-block-start:4pt}
.facts{margin-block-start:8pt;gap:4pt 16pt}
.ask{margin-block-start:8pt;padding:8pt 10pt;border-radius:8pt}
.ask-line{font-size:11pt}
.ask .rich{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden}
h2{font-size:8pt;margin-block-end:3pt}
.sublabel{margin:4pt 0 1pt;font-size:9pt}
.sections{grid-template-columns:1fr 1fr;gap:8pt;margin-block-start:8pt}
.card{padding:6pt 8pt;border-radius:6pt;break-inside:avoid}
.card .rich{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:4;overflow:hidden}
.team{margin-block-start:8pt}
.people{grid-template-columns:repeat(4,1fr);gap:6pt}
.face{width:28px;height:28px;font-size:9pt}
.person-title,.person-links{font-size:8pt}
footer{margin-block-start:8pt;font-size:7pt}
}
`.replace(/\n/g, '');

/** The CSP source that allows exactly this stylesheet. */
export const ONE_PAGER_CSS_HASH = `'sha256-${createHash('sha256').update(ONE_PAGER_CSS).digest('base64')}'`;
