// Field names whose values never reach a log line, whoever passes them.
const SECRET_KEY = /authorization|cookie|password|passwd|secret|token|api[-_]?key|credential|session/i;

/** A copy of `fields` with secret-looking keys replaced (recursively, a few levels deep). */
export function redact(fields: Record<string, unknown>, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (SECRET_KEY.test(key)) out[key] = '[redacted]';
    else if (value && typeof value === 'object' && !Array.isArray(value) && depth < 3)
      out[key] = redact(value as Record<string, unknown>, depth + 1);
    else out[key] = value;
  }
  return out;
}
