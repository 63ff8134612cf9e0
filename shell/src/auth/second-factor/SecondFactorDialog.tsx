// The second factor asked for over the page (issue 36): the api refused an action for want of it, so the
// page keeps what the user entered and they try again once verified. Closing it still leaves the code
// owed: the page then asks for it in place (SecondFactorPage).
import { Lead, Modal, sessionStore, toast } from '@whalewatch/shared';
import { SecondFactorChallenge } from './SecondFactorChallenge';
import { CODE_NEEDED_LEAD, CODE_NEEDED_TITLE, TRY_AGAIN_NOW } from './secondFactorTexts';

export function SecondFactorDialog() {
  return (
    <Modal title={CODE_NEEDED_TITLE} onClose={() => sessionStore.getState().stopAskingForSecondFactor()}>
      <Lead>{CODE_NEEDED_LEAD}</Lead>
      <SecondFactorChallenge onVerified={() => toast.success(TRY_AGAIN_NOW)} />
    </Modal>
  );
}
