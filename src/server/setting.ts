/**
 * What one setting is: its environment variable, the schema that reads it (default and
 * transformation included, env-readers.ts) and its line in README's Configuration table. Settings
 * are grouped in a tree whose shape is the shape of the settings the server reads
 * (`settings.ingest.schedule`), so the type of every value is inferred from its schema.
 */
import * as v from 'valibot'

/** Reads a variable's text (trimmed; undefined when unset or blank) into its value. */
export type SettingSchema = v.GenericSchema<string | undefined, unknown>

export interface Setting<TSchema extends SettingSchema = SettingSchema> {
  readonly variable: string
  readonly schema: TSchema
  /** README's Default column, in markdown */
  readonly shownDefault: string
  /** README's Meaning column, in markdown */
  readonly meaning: string
}

export interface SettingsTree {
  readonly [key: string]: Setting | SettingsTree
}

/** The values a tree of settings reads to, each typed by its schema's output. */
export type SettingValues<TTree> = {
  -readonly [K in keyof TTree]: TTree[K] extends Setting<infer TSchema>
    ? v.InferOutput<TSchema>
    : SettingValues<TTree[K]>
}

/**
 * A setting. README shows its default as the text the schema falls back on, in code, or
 * "(unset)" when it has none (or an empty one); `shownDefault` is for a default the schema cannot
 * know (one made of another setting) or one too long to show.
 */
export function setting<const TSchema extends SettingSchema>(
  variable: string,
  schema: TSchema,
  meaning: string,
  shownDefault?: string,
): Setting<TSchema> {
  const fallback: unknown = v.getDefault(schema)
  return {
    variable,
    schema,
    meaning,
    shownDefault:
      shownDefault ?? (typeof fallback === 'string' && fallback ? `\`${fallback}\`` : '(unset)'),
  }
}

function isSetting(node: Setting | SettingsTree): node is Setting {
  return typeof node.variable === 'string' && 'schema' in node
}

/** Every setting of the tree, in the tree's order. */
export function listSettings(tree: SettingsTree): Setting[] {
  return Object.values(tree).flatMap((node) => (isSetting(node) ? [node] : listSettings(node)))
}

/** The tree with each setting replaced by what `read` gives for it. */
export function mapSettings<TTree extends SettingsTree>(
  tree: TTree,
  read: (setting: Setting) => unknown,
): SettingValues<TTree> {
  const walk = (node: SettingsTree): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(node).map(([key, child]) => [
        key,
        isSetting(child) ? read(child) : walk(child),
      ]),
    )
  // The walk keeps the tree's keys and puts a schema's output where its setting was: the type
  // says so, which TypeScript cannot follow through Object.fromEntries.
  return walk(tree) as SettingValues<TTree>
}
