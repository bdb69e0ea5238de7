/**
 * How much a how-to-apply holds, at most: the schema's bounds, the parser's stops, and what the
 * job page shows of data that did not come through the schema. A module of its own so that the
 * page can read them without method-values.ts, whose patterns it does not need.
 */
export const HOW_TO_APPLY_LIMITS = {
  methods: 10,
  documents: 15,
  documentLength: 80,
  referenceLength: 100,
} as const
