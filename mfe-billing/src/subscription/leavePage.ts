// Leaving the product for a page of Paddle's (the customer portal). One object, so tests can watch where
// the page would go: jsdom cannot navigate.
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
