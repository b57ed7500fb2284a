// The error pages' words (spec section 2), in one place for the pages and their tests.
export const ERROR_PAGES = {
  notFound: {
    title: '404 - Page Not Found',
    message: 'The page you are looking for does not exist. Do you want to return home?',
  },
  internalError: {
    title: '500 - Internal Server Error',
    message: 'An error occurred while processing your request. Please try again later.',
  },
  unavailable: {
    title: '503 - Service Unavailable',
    message: 'We are currently undergoing maintenance. Please check back soon.',
  },
} as const;
