/**
 * A local ESLint rule: a 'use client' file never imports server-only modules (the upstream client,
 * the session, the BFF, the server's env, the edge server). `import 'server-only'` stops it at build
 * time too, but only for the module that says so; this names the mistake in the editor.
 */
const serverOnly = [
  /^server-only$/,
  /^@\/lib\/(upstream|session|bff)(\/|$)/,
  /^@\/lib\/env$/,
  /^@\/server(\/|$)/,
  /^node:/,
];

const clientBoundary = {
  meta: {
    type: 'problem',
    docs: { description: 'client components do not import server-only modules' },
    messages: { serverOnly: "'{{source}}' is server-only and cannot be imported by a 'use client' file." },
    schema: [],
  },
  create(context) {
    const body = context.sourceCode.ast.body;
    const isClient = body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');
    if (!isClient) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source === 'string' && serverOnly.some((pattern) => pattern.test(source))) {
        context.report({ node, messageId: 'serverOnly', data: { source } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default clientBoundary;
