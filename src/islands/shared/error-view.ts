// The look of the generic error page, shared by ErrorPage.astro (server) and ErrorBoundary.tsx (islands) so a
// failing island shows the same screen as a failing page.
export const errorViewClasses = {
  root: 'mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center',
  status: 'text-6xl font-bold tracking-tight text-main',
  heading: 'text-2xl font-semibold text-gray-900 focus:outline-none',
  description: 'text-gray-700',
  link: 'link',
} as const;

/** Status 500 and 'Internal Server Error' unless told otherwise (SPEC section 2). */
export const DEFAULT_ERROR_STATUS = 500;
