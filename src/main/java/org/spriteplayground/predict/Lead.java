package org.spriteplayground.predict;

/**
 * How many steps before a contact step of {@code flying-jets} its question is asked. Most often
 * one, so that the step asked about is the contact itself; but for some contacts two or three,
 * where the next step still brings what the step before it did (a miss, as the jets approach):
 * otherwise "Hit" would always be right. Which contacts are asked early is scrambled from the
 * contact's step number since the lesson's start, so the same scene gives the same questions
 * every run, and a pause looks the same whichever answer is right.
 */
public final class Lead {

    /** The most steps before a contact step that its question is asked. */
    public static final int MOST = 3;

    private Lead() {
    }

    /**
     * Returns how many steps before the contact at simulation step {@code contactStep} its
     * question is asked: 1 (five contacts in eight), 2 (two in eight) or 3 (one in eight).
     */
    public static int stepsBefore(long contactStep) {
        long z = contactStep + 0x9E3779B97F4A7C15L; // SplitMix64's mixing: neighbouring steps share no pattern
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        int eighth = (int) ((z ^ (z >>> 31)) >>> 61);
        return eighth < 5 ? 1 : eighth < 7 ? 2 : 3;
    }
}
