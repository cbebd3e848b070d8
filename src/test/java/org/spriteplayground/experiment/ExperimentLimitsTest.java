package org.spriteplayground.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ExperimentLimitsTest {

    @Test
    void trialsFromOneToAHundredMillion() {
        assertThat(ExperimentLimits.trialsProblem("1")).isNull();
        assertThat(ExperimentLimits.trialsProblem("100,000,000")).isNull();
        assertThat(ExperimentLimits.trialsProblem("0")).isEqualTo("must be a whole number from 1 to 100,000,000, was '0'");
        assertThat(ExperimentLimits.trialsProblem("100000001")).isEqualTo("must be a whole number from 1 to 100,000,000, was '100000001'");
        assertThat(ExperimentLimits.trialsProblem("many")).isEqualTo("must be a whole number from 1 to 100,000,000, was 'many'");
    }

    @Test
    void anyWholeSeedNegativeToo() {
        assertThat(ExperimentLimits.seedProblem("-9223372036854775808")).isNull();
        assertThat(ExperimentLimits.seedProblem("42")).isNull();
        assertThat(ExperimentLimits.seedProblem("1.5")).isEqualTo("must be a whole number (negative allowed), was '1.5'");
        assertThat(ExperimentLimits.parse(" -12 ")).isEqualTo(-12L);
    }
}
