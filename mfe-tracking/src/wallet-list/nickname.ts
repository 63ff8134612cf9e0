// A wallet's nickname, as both tabs let the user type it.

/** The api's limit on nicknames. */
export const MAX_NICKNAME_LENGTH = 100;
