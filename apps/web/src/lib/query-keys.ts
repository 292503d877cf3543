/** Query-key factory: every cached server answer is keyed from here, so invalidation stays consistent. */
export const queryKeys = {
  staff: {
    all: ['staff'] as const,
    menu: (roleId: string) => ['staff', 'menu', roleId] as const,
    tags: (roleId: string) => ['staff', 'tags', roleId] as const,
  },
  session: {
    me: () => ['session', 'me'] as const,
  },
};
