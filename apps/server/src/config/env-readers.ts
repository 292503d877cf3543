// Readers shared by the config modules: each turns one environment value into a setting.

/** A setting's text without surrounding spaces; undefined when unset or blank. */
export function readText(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A whole-number setting within limits; the fallback when unset, and a problem named when malformed. */
export function readInteger(
  value: string | undefined,
  fallback: number,
  name: string,
  problems: string[],
  limits: { min: number; max: number },
): number {
  const text = readText(value);
  if (text === undefined) return fallback;
  const parsed = Number(text);
  if (!Number.isInteger(parsed) || parsed < limits.min || parsed > limits.max) {
    problems.push(`${name} must be a whole number from ${limits.min} to ${limits.max} (got "${text}")`);
    return fallback;
  }
  return parsed;
}
