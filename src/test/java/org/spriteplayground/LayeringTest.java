package org.spriteplayground;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The layers of DESIGN.md hold, checked on the compiled classes: dependencies point down only,
 * no two packages depend on each other, and the model knows no screen.
 */
class LayeringTest {

    /** DESIGN.md's layers, top first: each may use only the layers after it. */
    static final List<String> LAYERS = List.of("app", "ui", "quiz", "classroom", "worksheet", "predict", "playground", "render", "scene", "lesson",
            "experiment", "sim", "sprite", "settings", "files", "i18n", "geometry");

    private static final String ROOT = "org.spriteplayground";

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages(ROOT);

    /** Returns the rule that each layer is used only by the layers above it. */
    static ArchRule layersPointDown() {
        LayeredArchitecture layers = layeredArchitecture().consideringOnlyDependenciesInLayers();
        for (String layer : LAYERS) {
            layers = layers.layer(layer).definedBy(ROOT + "." + layer + "..");
        }
        for (int i = 1; i < LAYERS.size(); i++) {
            layers = layers.whereLayer(LAYERS.get(i)).mayOnlyBeAccessedByLayers(LAYERS.subList(0, i).toArray(String[]::new));
        }
        return layers.whereLayer(LAYERS.get(0)).mayNotBeAccessedByAnyLayer();
    }

    /** Returns the rule that no two packages (with their subpackages) depend on each other, directly or round a loop. */
    static ArchRule noCycles() {
        return slices().matching(ROOT + ".(*)..").should().beFreeOfCycles();
    }

    /** Returns the rule that classes in {@code packages} use nothing from {@code forbidden}. */
    static ArchRule noneOf(List<String> packages, String... forbidden) {
        return noClasses().that().resideInAnyPackage(packages.stream().map(p -> ROOT + "." + p + "..").toArray(String[]::new))
                .should().dependOnClassesThat().resideInAnyPackage(Arrays.stream(forbidden).map(f -> f + "..").toArray(String[]::new));
    }

    @Test
    void dependenciesPointDownTheLayers() {
        layersPointDown().check(MAIN);
    }

    @Test
    void noTwoPackagesDependOnEachOther() {
        noCycles().check(MAIN);
    }

    @Test
    void geometrySimScenesSettingsAndThePlaygroundModelUseNeitherAwtNorSwing() {
        noneOf(List.of("geometry", "sim", "playground", "scene", "predict", "settings", "files"), "java.awt", "javax.swing").check(MAIN);
    }

    @Test
    void spriteLessonAndExperimentUseNoSwing() {
        noneOf(List.of("sprite", "lesson", "experiment"), "javax.swing").check(MAIN);
    }

    @Test
    void onlyImageDecodingInSpriteTouchesAwt() {
        noClasses().that().resideInAPackage(ROOT + ".sprite..")
                .and().doNotHaveSimpleName("SpriteLoader").and().doNotHaveSimpleName("LoadedSprite")
                .should().dependOnClassesThat().resideInAnyPackage("java.awt..", "javax.swing..")
                .check(MAIN);
    }

    /** The most top-level classes a package may hold: past that, it is split by feature. */
    static final int MOST_CLASSES = 40;

    /** Returns the packages ({@code packageOf} each class) holding more than {@link #MOST_CLASSES} top-level classes, with their counts. */
    static Map<String, Long> crowdedPackages(JavaClasses classes, Function<JavaClass, String> packageOf) {
        return classes.stream().filter(c -> c.isTopLevelClass() && !c.getSimpleName().equals("package-info"))
                .collect(Collectors.groupingBy(packageOf, Collectors.counting()))
                .entrySet().stream().filter(e -> e.getValue() > MOST_CLASSES)
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
    }

    @Test
    void noPackageHoldsMoreThanFortyClasses() {
        assertThat(crowdedPackages(MAIN, JavaClass::getPackageName)).isEmpty();
    }

    @Test
    void theRulesSeeTheClassesAndCanFail() {
        // Guard against rules that pass because they read nothing, or cannot see a dependency.
        assertThat(MAIN.stream().filter(c -> c.getPackageName().startsWith(ROOT + ".geometry"))).hasSizeGreaterThan(8);
        assertThat(LAYERS).allSatisfy(layer -> assertThat(MAIN.containPackage(ROOT + "." + layer)).as(layer).isTrue());
        assertThatThrownBy(() -> noneOf(List.of("ui"), "java.awt", "javax.swing").check(MAIN)).isInstanceOf(AssertionError.class);
        // The whole Swing front end counted as one package is crowded: the count sees top-level classes.
        assertThat(crowdedPackages(MAIN, c -> c.getPackageName().startsWith(ROOT + ".ui") ? ROOT + ".ui" : c.getPackageName()))
                .containsKey(ROOT + ".ui");
    }
}
