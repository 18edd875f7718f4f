/** Answers the bench parent's `memory`, `profile-start` and `profile-stop` messages. */
export function answerProfileRequests(): void;
