import { ROLE_TITLES } from '../roles';
import { isPolicyKey, POLICY, type Access } from './policy';

interface OpenApiDoc {
  info: { title: string };
  paths: Record<
    string,
    Record<
      string,
      { summary?: string; tags?: string[]; requestBody?: { content?: Record<string, { schema?: unknown }> } }
    >
  >;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function whoMayCall(key: string): string {
  if (!isPolicyKey(key)) return '-';
  const access: Access = POLICY[key];
  if (access === 'public') return 'Publik (tanpa token)';
  if (access === 'signed-in') return 'Semua pengguna yang masuk';
  return access.map((r) => ROLE_TITLES[r]).join(', ');
}

/**
 * A readable API reference rendered on the server from the generated OpenAPI document, with
 * who may call each route taken from the policy table. No script, no external assets.
 */
export function renderReferencePage(doc: OpenApiDoc, prefix: string, printBase = false): string {
  const rows = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const local = path.startsWith(prefix) ? path.slice(prefix.length) : path;
      const key = `${printBase ? 'PRINT ' : ''}${method.toUpperCase()} ${local}`;
      const body = op.requestBody?.content?.['application/json']?.schema;
      return `<tr><td><code class="m ${method}">${method.toUpperCase()}</code></td><td><code>${escape(path)}</code></td><td>${escape(op.summary ?? '')}</td><td>${escape(whoMayCall(key))}</td><td>${body ? `<details><summary>skema</summary><pre>${escape(JSON.stringify(body, null, 2))}</pre></details>` : ''}</td></tr>`;
    }),
  );
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(doc.info.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1c1917}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e7e5e4;padding:.5rem;text-align:left;vertical-align:top;font-size:.9rem}code.m{font-weight:700}.get{color:#166534}.post{color:#1d4ed8}.put,.patch{color:#a16207}.delete{color:#b91c1c}pre{font-size:.75rem;max-width:40rem;overflow:auto}</style></head>
<body><h1>${escape(doc.info.title)}</h1><p>Dokumen mesin: <a href="${prefix}/openapi.json">${prefix}/openapi.json</a>. Setiap panggilan memakai header <code>Authorization: Bearer &lt;token&gt;</code>. Jawaban: <code>{success, message, error, data}</code>.</p>
<table><thead><tr><th>Metode</th><th>Path</th><th>Keterangan</th><th>Boleh dipanggil oleh</th><th>Body</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`;
}
