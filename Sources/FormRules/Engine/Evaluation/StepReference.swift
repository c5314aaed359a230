/// One field's step, read where it lies in the program's buffer (``FormProgram/steps``): each
/// member is one load, never a copy of the whole step or a reference count. The evaluation and
/// the sources of values read steps only through it, so the code of a check reads
/// `step.table` and never meets a pointer.
struct StepReference {
    private let pointer: UnsafePointer<FieldStep>

    init(_ pointer: UnsafePointer<FieldStep>) {
        self.pointer = pointer
    }

    var kind: FieldStep.Kind { @inline(__always) get { pointer.pointee.kind } }
    var expects: FieldStep.ExpectedJSON { @inline(__always) get { pointer.pointee.expects } }
    var trims: Bool { @inline(__always) get { pointer.pointee.trims } }
    var requiresDomainDot: Bool { @inline(__always) get { pointer.pointee.requiresDomainDot } }
    var nullable: Bool { @inline(__always) get { pointer.pointee.nullable } }
    var coerces: Bool { @inline(__always) get { pointer.pointee.coerces } }
    var isConditional: Bool { @inline(__always) get { pointer.pointee.isConditional } }
    var hasCrossFieldRules: Bool { @inline(__always) get { pointer.pointee.hasCrossFieldRules } }
    var required: Bool { @inline(__always) get { pointer.pointee.required } }
    var hasConst: Bool { @inline(__always) get { pointer.pointee.hasConst } }
    var fillsValue: Bool { @inline(__always) get { pointer.pointee.fillsValue } }
    var refusesControls: Bool { @inline(__always) get { pointer.pointee.refusesControls } }
    var table: Int { @inline(__always) get { pointer.pointee.table } }
    var countryField: Int { @inline(__always) get { pointer.pointee.countryField } }
    var checkedRegionField: Int { @inline(__always) get { pointer.pointee.checkedRegionField } }
    var equals: Int { @inline(__always) get { pointer.pointee.equals } }
    var length: LengthRule? { @inline(__always) get { pointer.pointee.length } }
    var number: NumberRule { @inline(__always) get { pointer.pointee.number } }
    var date: DateRule { @inline(__always) get { pointer.pointee.date } }
    var dateTime: DateTimeRule { @inline(__always) get { pointer.pointee.dateTime } }
    var postalCode: PostalCode { @inline(__always) get { pointer.pointee.postalCode } }
}
