/** The generic failure text of the error screens, as a title and a sentence. */
export const failureTitle = 'Something went wrong';
export const failureMessage = 'We encountered an unexpected error. Please try refreshing the page.';
