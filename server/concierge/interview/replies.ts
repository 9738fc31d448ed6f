/** The short replies that steer the interview: the chat's buttons and what people type instead of them. */

function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/👍|✅|👌/gu, ' yes ')
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const courtesy = 'thanks|thank you|thx|ty|please|cheers|great|perfect|love it|all good|good';
const agreement =
  "yes|yep|yeah|yup|y|sure|ok|okay|correct|right|perfect|great|good|fine|confirm|confirmed|lgtm|save|save it|looks (?:right|good|great|fine|perfect|correct)(?: to me)?|that'?s (?:right|correct|it|perfect|great|fine)|all good|sounds (?:good|right|great)|spot on|exactly|all correct";
/** One or more ways of saying yes, with courtesies around them ("yes, looks good, thanks"). */
const confirmation = new RegExp(`^(?:${agreement})(?: (?:${agreement}|${courtesy}))*$`);

const changeRequest =
  /^(?:change something|change|change it|edit|edit it|fix|fix it|no|nope|not quite|not really|wrong|that'?s wrong|not right|incorrect|needs? (?:a )?changes?|i(?:'d| would)? (?:like|want) to change (?:something|it|a few things)|something'?s (?:off|wrong)|let me change (?:something|it))$/;

const deepen = /\b(?:tell me more|ask me more|more questions|go deeper|dig deeper|deepen|add more|ask more|keep going|let'?s continue)\b/;

const thanks = /^(?:thanks|thank you|thx|ty|cheers|cool|nice|awesome|great|perfect|ok|okay|bye|goodbye|see you|got it)(?: .{0,20})?$/;

export function isConfirmation(text: string): boolean {
  return confirmation.test(plain(text));
}

export function isChangeRequest(text: string): boolean {
  return changeRequest.test(plain(text));
}

/** "Tell me more" and its equivalents, in a short message (a long one is read as a change request). */
export function isDeepenRequest(text: string): boolean {
  const words = plain(text);
  return words.split(' ').length <= 8 && deepen.test(words);
}

export function isThanks(text: string): boolean {
  return thanks.test(plain(text));
}

const withdrawal = /^(?:never ?mind|nothing|no changes?|nothing to change|it'?s fine|all fine|forget it|leave it|skip|cancel)$/;

/** "Never mind", "it's fine", or a yes: the guest no longer wants to change the summary they were shown. */
export function isWithdrawal(text: string): boolean {
  return isConfirmation(text) || withdrawal.test(plain(text));
}
